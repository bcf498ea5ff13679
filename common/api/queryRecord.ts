import { z } from 'zod/mini';
import { FINISHED_STATES, IN_PROGRESS_STATES } from '../constants/sqlLab';
import { ErrorType } from '../errors/errorTypes';
import { resultColumnSchema } from '../results/resultColumn';

// zod/mini: the web app decodes these on SQL Lab's first load, where every kilobyte counts.

/** A run's state. */
export const queryStateSchema = z.enum([...IN_PROGRESS_STATES, ...FINISHED_STATES]);
export type QueryRecordState = z.infer<typeof queryStateSchema>;

/** Why a result has the rows it has (Superset's limiting factor). */
export const limitingFactorSchema = z.enum([
  'QUERY',
  'DROPDOWN',
  'QUERY_AND_DROPDOWN',
  'NOT_LIMITED',
  'UNKNOWN',
  'RESULT_SIZE',
]);

const ERROR_TYPES = Object.values(ErrorType) as [
  (typeof ErrorType)[keyof typeof ErrorType],
  ...(typeof ErrorType)[keyof typeof ErrorType][],
];

/** One entry of Superset's `errors` list. */
export const apiErrorEntrySchema = z.object({
  message: z.string(),
  error_type: z.enum(ERROR_TYPES),
  level: z.enum(['info', 'warning', 'error']),
  extra: z.record(z.string(), z.unknown()),
});

/**
 * A query record's `extra` (the `extra_json` column): the result's columns and size once it
 * succeeded, the errors once it failed, the engine's progress text while it runs. Other keys
 * pass through.
 */
export const queryExtraSchema = z.looseObject({
  columns: z.optional(z.array(resultColumnSchema)),
  bytes: z.optional(z.number()),
  errors: z.optional(z.array(apiErrorEntrySchema)),
  progress: z.optional(z.string()),
});
export type QueryExtra = z.infer<typeof queryExtraSchema>;

const text = z.nullable(z.string());
const count = z.nullable(z.number());

/** The `query` object of SQL Lab answers and polls (Superset's Query.to_dict). */
export const queryRecordSchema = z.object({
  /** The client id. */
  id: z.string(),
  queryId: z.number(),
  serverId: z.number(),
  dbId: z.number(),
  db: z.string(),
  catalog: text,
  schema: text,
  sql: z.string(),
  executedSql: text,
  sqlEditorId: text,
  tab: text,
  state: queryStateSchema,
  /** Epoch milliseconds. */
  startDttm: z.number(),
  endDttm: count,
  /** ISO time of the record's last change. */
  changed_on: z.string(),
  limit: count,
  limitingFactor: limitingFactorSchema,
  rows: count,
  progress: z.number(),
  ctas: z.boolean(),
  tempSchema: text,
  tempTable: text,
  resultsKey: text,
  errorMessage: text,
  trackingUrl: z.null(),
  userId: count,
  cached: z.boolean(),
  extra: queryExtraSchema,
});
export type QueryRecord = z.infer<typeof queryRecordSchema>;

/** GET /api/v1/query/updated_since answer. */
export const queriesUpdatedSinceResponse = z.object({ result: z.array(queryRecordSchema) });

/** POST /api/v1/sqllab/execute/ answer of an asynchronous run (202). */
export const executeAcceptedResponse = z.object({ query: queryRecordSchema });
