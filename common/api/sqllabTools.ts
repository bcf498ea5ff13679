import { z } from 'zod';

/** POST /api/v1/sqllab/format_sql/ body (Superset's FormatQueryPayloadSchema). */
export const formatSqlBody = z.object({
  sql: z.string().max(1_000_000),
  engine: z.string().max(64).nullish(),
  database_id: z.int().positive().nullish(),
  // Accepted for Superset clients; templates are kept as they are, not rendered, when formatting.
  template_params: z.union([z.string().max(65_536), z.record(z.string(), z.unknown())]).nullish(),
});
export type FormatSqlBody = z.infer<typeof formatSqlBody>;

/** POST /api/v1/sqllab/format_sql/ answer. */
export interface FormatSqlResponse {
  result: string;
}

/** POST /api/v1/sqllab/estimate/ body (Superset's EstimateQueryCostSchema). */
export const estimateBody = z.object({
  database_id: z.int().positive(),
  sql: z.string().min(1).max(1_000_000),
  catalog: z.string().max(256).nullish(),
  schema: z.string().max(256).nullish(),
  // Superset's client sends an object; a JSON string (as execute takes) is accepted too.
  template_params: z.union([z.string().max(65_536), z.record(z.string(), z.unknown())]).nullish(),
});
export type EstimateBody = z.infer<typeof estimateBody>;

/** One statement's cost figures: human-readable labels mapped to values, as Superset answers. */
export type CostFigures = Record<string, string>;

/** POST /api/v1/sqllab/estimate/ answer: one entry per statement. */
export interface EstimateResponse {
  result: CostFigures[];
}

/** Columns of GET /api/v1/query/ that filters may name (Superset's search columns). */
export const QUERY_FILTER_COLUMNS = [
  'database',
  'database_id',
  'status',
  'user',
  'user_id',
  'sql',
  'start_time',
  'end_time',
  'changed_on',
] as const;

/** Columns GET /api/v1/query/ can be ordered by. */
export const QUERY_ORDER_COLUMNS = [
  'id',
  'start_time',
  'end_time',
  'changed_on',
  'status',
  'rows',
  'tab_name',
] as const;

const filterValue = z.union([
  z.string().max(100_000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(1000), z.number()])).max(1000),
]);

/** One rison filter of a list call: `(col:status,opr:eq,value:success)`. */
export const queryListFilter = z.object({
  col: z.enum(QUERY_FILTER_COLUMNS),
  opr: z.enum(['eq', 'neq', 'rel_o_m', 'in', 'ct', 'gt', 'lt', 'between']),
  value: filterValue,
});
export type QueryListFilter = z.infer<typeof queryListFilter>;

/** GET /api/v1/query/?q=(filters:!(…),order_column:…,order_direction:…,page:…,page_size:…). */
export const queryListQuery = z.strictObject({
  filters: z.array(queryListFilter).max(20).default([]),
  order_column: z.enum(QUERY_ORDER_COLUMNS).default('changed_on'),
  order_direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(1000).default(25),
});
export type QueryListQuery = z.infer<typeof queryListQuery>;

/** One item of the query history list. */
export interface QueryListItem {
  id: number;
  client_id: string;
  changed_on: string;
  database: { id: number; database_name: string };
  catalog: string | null;
  schema: string | null;
  sql: string;
  executed_sql: string | null;
  status: string;
  start_time: number;
  end_time: number | null;
  rows: number | null;
  tab_name: string | null;
  sql_editor_id: string | null;
  user: { id: number; first_name: string; last_name: string; username: string } | null;
  results_key: string | null;
  error_message: string | null;
  limit: number | null;
  limiting_factor: string;
  tmp_table_name: string | null;
  tracking_url: null;
}

/** GET /api/v1/query/ answer. */
export interface QueryListResponse {
  count: number;
  ids: number[];
  result: QueryListItem[];
}

// Defined beside the other SQL Lab constants, which the web app imports without zod.
export { SQLLAB_SOCKET_PATH } from '../constants/sqlLab';

/** The first message of the SQL Lab websocket: the subscription is live. */
export interface HelloSocketMessage {
  type: 'hello';
}

/** A message the SQL Lab websocket pushes: one of the caller's query records changed. */
export interface QuerySocketMessage<Q = Record<string, unknown>> {
  type: 'query';
  /** The same shape as the items of GET /api/v1/query/updated_since. */
  query: Q;
}

/** Any message of the SQL Lab websocket. */
export type SqlLabSocketMessage = HelloSocketMessage | QuerySocketMessage;
