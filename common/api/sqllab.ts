import { z } from 'zod';

/** POST /api/v1/sqllab/execute/ body; fields Superset's client sends and we do not use are ignored. */
export const executeBody = z.object({
  client_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,11}$/, 'Up to 11 letters, digits, _ or -')
    .optional(),
  database_id: z.int().positive(),
  sql: z.string().min(1).max(1_000_000),
  catalog: z.string().max(256).nullish(),
  schema: z.string().max(256).nullish(),
  sql_editor_id: z.union([z.string().max(256), z.int()]).nullish(),
  tab: z.string().max(256).nullish(),
  queryLimit: z.int().nullish(),
  runAsync: z.boolean().default(false),
  select_as_cta: z.boolean().default(false),
  ctas_method: z.enum(['TABLE', 'VIEW']).nullish(),
  tmp_table_name: z
    .string()
    .regex(/^([A-Za-z_][A-Za-z0-9_]*)?$/)
    .nullish(),
  templateParams: z.string().max(65_536).nullish(),
  expand_data: z.boolean().optional(),
  json: z.boolean().optional(),
});
export type ExecuteBody = z.infer<typeof executeBody>;

/** POST /api/v1/query/stop body. */
export const stopBody = z.object({ client_id: z.string().min(1).max(11) });

// Defined beside the other SQL Lab constants, which the web app imports without zod.
export { FINISHED_STATES, IN_PROGRESS_STATES } from '../constants/sqlLab';

/** Synchronous runs answer within this, else they time out (SQLLAB_TIMEOUT). */
export const SQLLAB_TIMEOUT_MS = 30_000;
/** Asynchronous runs are stopped after this (SQLLAB_ASYNC_TIME_LIMIT_SEC). */
export const SQLLAB_ASYNC_TIME_LIMIT_MS = 6 * 60 * 60 * 1000;
