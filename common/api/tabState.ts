import { z } from 'zod';

/** Superset's client sends objects inside form fields as JSON text; both forms are accepted. */
export function jsonOrObject<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      // Left as the string so the schema reports "expected object".
      return value;
    }
  }, schema);
}

const label = z.string().min(1).max(256);
const namespace = z.string().max(256).nullable();
const sqlText = z.string().max(1_000_000);
const queryLimit = z.int().min(0).max(2_147_483_647).nullable();
const clientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,11}$/, 'A client id: up to 11 letters, digits, _ or -');
/** Ids are the store's 32-bit integer keys; bigger ones would fail in PostgreSQL, not 404. */
export const STORE_ID_MAX = 2_147_483_647;
/** A store id in a JSON body. */
export const storeId = z.int().positive().max(STORE_ID_MAX);
const positiveId = storeId;
/** Template parameters as JSON text (as the client keeps them) or as an object. */
const templateParams = z
  .union([z.string().max(65_536), z.record(z.string(), z.unknown())])
  .nullable();
const cursorPosition = z.strictObject({ row: z.int().min(0), column: z.int().min(0) });
const percent = z.number().min(0).max(100);

/**
 * The query editor of POST /tabstateview/: the client's tab. Unknown keys are
 * refused; `id`, `selectedText`, `maxRow`, `loaded`, `inLocalStorage` and `tabViewId` are
 * accepted and not stored. Cursor, split, `updatedAt` and `version` go to `extra_json`.
 */
export const queryEditorPayload = z.strictObject({
  id: z.union([z.string().max(64), z.int()]).optional(),
  name: label.optional(),
  title: label.optional(),
  dbId: positiveId.nullish(),
  catalog: namespace.optional(),
  schema: namespace.optional(),
  sql: sqlText.optional(),
  selectedText: z.string().max(1_000_000).nullish(),
  queryLimit: queryLimit.optional(),
  maxRow: z.int().nullish(),
  templateParams: templateParams.optional(),
  autorun: z.boolean().optional(),
  latestQueryId: clientId.nullish(),
  remoteId: positiveId.nullish(),
  hideLeftBar: z.boolean().optional(),
  loaded: z.boolean().optional(),
  inLocalStorage: z.boolean().optional(),
  tabViewId: z.union([z.string().max(64), z.int()]).nullish(),
  updatedAt: z.number().optional(),
  version: z.int().optional(),
  cursorPosition: cursorPosition.optional(),
  northPercent: percent.optional(),
  southPercent: percent.optional(),
});
export type QueryEditorPayload = z.infer<typeof queryEditorPayload>;

/** POST /tabstateview/ body: `queryEditor` as an object or as JSON text. */
export const tabStateCreateBody = z.strictObject({
  queryEditor: jsonOrObject(queryEditorPayload),
});

/** The tab's free-form extras: `updatedAt`, `version`, `cursorPosition`, `northPercent`… */
const extraJson = jsonOrObject(z.record(z.string(), z.unknown())).refine(
  (value) => JSON.stringify(value).length <= 65_536,
  'At most 64 KiB.',
);

/**
 * PUT /tabstateview/{id}: the writable columns only (mass assignment is refused with 400).
 * Absent fields are left as they are; `extra_json` replaces the stored extras whole.
 */
export const tabStateUpdateBody = z.strictObject({
  sql: sqlText.optional(),
  label: label.optional(),
  database_id: positiveId.nullable().optional(),
  catalog: namespace.optional(),
  schema: namespace.optional(),
  query_limit: queryLimit.optional(),
  template_params: templateParams.optional(),
  latest_query_id: clientId.nullable().optional(),
  saved_query_id: positiveId.nullable().optional(),
  hide_left_bar: z.boolean().optional(),
  autorun: z.boolean().optional(),
  extra_json: extraJson.optional(),
});
export type TabStateUpdateBody = z.infer<typeof tabStateUpdateBody>;

/** POST /tabstateview/{id}/migrate_query body: the client id of a query run in the browser. */
export const migrateQueryBody = z.strictObject({ queryId: clientId });

/** `/tabstateview/{editorId}/query/{queryId}` path parameters. */
export const tabQueryParams = z.strictObject({
  editorId: z.coerce.number().int().positive().max(STORE_ID_MAX),
  queryId: clientId,
});

/**
 * The client's table object of POST /tableschemaview/. Only these keys are read into
 * columns; the whole object (columns, keys, indexes, dataPreviewQueryId…) is kept as the
 * table schema's `description`, which nothing on the server interprets.
 */
export const tableSchemaPayload = z.looseObject({
  queryEditorId: z.union([
    positiveId,
    z
      .string()
      .regex(/^\d{1,10}$/, 'A saved tab id')
      .transform(Number)
      .pipe(positiveId),
  ]),
  dbId: positiveId,
  catalog: namespace.optional(),
  schema: namespace.optional(),
  name: z.string().min(1).max(256),
});

/** POST /tableschemaview/ body: `table` as an object or as JSON text, at most 1 MiB. */
export const tableSchemaCreateBody = z.strictObject({
  table: jsonOrObject(tableSchemaPayload).refine(
    (value) => JSON.stringify(value).length <= 1_048_576,
    'At most 1 MiB.',
  ),
});

/** POST /tableschemaview/{id}/expanded body. */
export const tableSchemaExpandedBody = z.strictObject({
  expanded: jsonOrObject(z.boolean()),
});

/** A table of a tab as GET /tabstateview/{id} answers it. */
export interface TableSchemaRecord {
  id: number;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string;
  expanded: boolean;
  /** The client's table object as it was posted. */
  description: Record<string, unknown>;
}

/** GET /tabstateview/{id} answer (Superset's TabState.to_dict). `Q` is the query record. */
export interface TabStateRecord<Q = Record<string, unknown>> {
  id: number;
  user_id: number;
  label: string;
  active: boolean;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  query_limit: number | null;
  template_params: string | null;
  autorun: boolean;
  hide_left_bar: boolean;
  latest_query: Q | null;
  saved_query: { id: number } | null;
  extra_json: Record<string, unknown>;
  table_schemas: TableSchemaRecord[];
}

/** A database as SQL Lab's bootstrap lists it. */
export interface SqlLabDatabase {
  id: number;
  database_name: string;
  backend: string;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_dml: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_file_upload: boolean;
  allows_cost_estimate: boolean;
  allows_subquery: boolean;
  allows_virtual_table_explore: boolean;
  disable_data_preview: boolean;
  disable_drill_to_detail: boolean;
  allow_multi_catalog: boolean;
  force_ctas_schema: string | null;
  engine_information: { supports_file_upload: boolean };
}

/** The signed-in user as Superset's bootstrap describes them. */
export interface SqlLabBootstrapUser {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  isAnonymous: boolean;
  roles: Record<string, [string, string][]>;
  permissions: Record<string, string[]>;
}

/** GET /api/v1/sqllab/ result. `Q` is the query record. */
export interface SqlLabBootstrap<Q = Record<string, unknown>> {
  active_tab: TabStateRecord<Q> | null;
  tab_state_ids: [number, string][];
  databases: Record<string, SqlLabDatabase>;
  /** The caller's runs in their saved tabs, keyed by client id. */
  queries: Record<string, Q>;
  user: SqlLabBootstrapUser;
  common: {
    conf: {
      DEFAULT_SQLLAB_LIMIT: number;
      SQL_MAX_ROW: number;
      DISPLAY_MAX_ROW: number;
      SQLLAB_TIMEOUT: number;
      SQLLAB_QUERY_RESULT_TIMEOUT: number;
      SQLLAB_BACKEND_PERSISTENCE: boolean;
    };
  };
}
