import type { Generated } from 'kysely';

/** Tables of the metadata store. Times are epoch milliseconds; flags are 0/1. */
export interface Database {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  logs: LogsTable;
  dbs: DbsTable;
  queries: QueriesTable;
  saved_query: SavedQueryTable;
  tab_state: TabStateTable;
  table_schema: TableSchemaTable;
  key_value: KeyValueTable;
  saved_query_schedule: SavedQueryScheduleTable;
  saved_query_run: SavedQueryRunTable;
  dataset: DatasetTable;
  dataset_owners: DatasetOwnersTable;
  slices: SlicesTable;
  slice_owners: SliceOwnersTable;
  dashboards: DashboardsTable;
  dashboard_owners: DashboardOwnersTable;
  dashboard_slices: DashboardSlicesTable;
  dashboard_roles: DashboardRolesTable;
  favstar: FavstarTable;
  row_level_security_filters: RowLevelSecurityFiltersTable;
  rls_filter_tables: RlsFilterTablesTable;
  rls_filter_roles: RlsFilterRolesTable;
  annotation_layer: AnnotationLayerTable;
  annotation: AnnotationTable;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  active: number;
  created_on: number;
  changed_on: number;
  last_login: number | null;
  login_count: number;
  fail_login_count: number;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  builtin: number;
}

export interface PermissionsTable {
  id: Generated<number>;
  action: string;
  view: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface SessionsTable {
  /** sha256 of the cookie value, so a leaked store does not leak live sessions. */
  id: string;
  user_id: number;
  csrf_token: string;
  created_at: number;
  expires_at: number;
}

export interface LogsTable {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  item_type: string | null;
  item_id: number | null;
  item_title: string | null;
  item_url: string | null;
  dttm: number;
  /** A usage event as the client sent it (POST /superset/log/). */
  json?: string | null;
  dashboard_id?: number | null;
  slice_id?: number | null;
  duration_ms?: number | null;
  referrer?: string | null;
}

export interface DbsTable {
  id: Generated<number>;
  database_name: string;
  sqlalchemy_uri: string;
  password_encrypted: string | null;
  backend: string;
  expose_in_sqllab: number;
  allow_run_async: number;
  allow_dml: number;
  allow_ctas: number;
  allow_cvas: number;
  cache_timeout: number | null;
  extra: string;
  is_examples: number;
  created_by: number | null;
  created_on: number;
  changed_on: number;
}

export interface QueriesTable {
  id: Generated<number>;
  client_id: string;
  database_id: number;
  user_id: number | null;
  status: string;
  sql: string;
  executed_sql: string | null;
  catalog: string | null;
  schema: string | null;
  tab_name: string | null;
  sql_editor_id: string | null;
  run_async: number;
  limit: number | null;
  limiting_factor: string;
  rows: number | null;
  progress: number;
  results_key: string | null;
  error_message: string | null;
  select_as_cta: number;
  tmp_schema_name: string | null;
  tmp_table_name: string | null;
  extra_json: string;
  start_time: number;
  start_running_time: number | null;
  end_time: number | null;
  changed_on: number;
  /** Last heartbeat of the process running it (see migration 005). */
  alive_on: number | null;
  /** 'sqllab' or 'chart' (see migration 006). */
  origin: Generated<string>;
}

export interface SavedQueryTable {
  id: Generated<number>;
  user_id: number;
  db_id: number | null;
  catalog: string | null;
  schema: string | null;
  label: string;
  description: string;
  sql: string;
  template_parameters: string | null;
  extra_json: string;
  created_on: number;
  changed_on: number;
}

/** A SQL Lab tab; cursor and pane split live in extra_json (see 003_sqllab_state). */
export interface TabStateTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  active: number;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  query_limit: number | null;
  template_params: string | null;
  autorun: number;
  hide_left_bar: number;
  latest_query_id: string | null;
  saved_query_id: number | null;
  extra_json: string;
  created_on: number;
  changed_on: number;
}

export interface TableSchemaTable {
  id: Generated<number>;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string;
  expanded: number;
  description: string;
  created_on: number;
  changed_on: number;
}

export interface KeyValueTable {
  id: string;
  resource: string;
  value: string;
  user_id: number | null;
  created_on: number;
}

/** A saved query's schedule (one per saved query); see 004_schedules_datasets. */
export interface SavedQueryScheduleTable {
  id: Generated<number>;
  saved_query_id: number;
  crontab: string;
  timezone: string;
  active: number;
  created_on: number;
  changed_on: number;
  next_run_at: number | null;
}

/** One slot of a schedule: claimed by inserting it, then its outcome. */
export interface SavedQueryRunTable {
  id: Generated<number>;
  schedule_id: number;
  scheduled_for: number;
  /** running, success, failed or skipped. */
  state: string;
  started_at: number | null;
  ended_at: number | null;
  rows: number | null;
  error_message: string | null;
  query_client_id: string | null;
}

/** A dataset: a table (physical) or a SQL query (virtual) of a database. */
export interface DatasetTable {
  id: Generated<number>;
  database_id: number;
  /** '' when none, so the unique key holds. */
  catalog: string;
  schema: string;
  table_name: string;
  sql: string | null;
  kind: string;
  owner_id: number | null;
  columns_json: string;
  description: string | null;
  is_managed_externally: number;
  external_url: string | null;
  created_on: number;
  changed_on: number;
  /** JSON list of DatasetMetric (see migration 006). */
  metrics_json: Generated<string>;
  main_dttm_col: string | null;
  cache_timeout: number | null;
  default_endpoint: string | null;
  /** JSON object string of Jinja parameters. */
  template_params: string | null;
  /** JSON object string: certification and warning settings. */
  extra: string | null;
  uuid: string | null;
  changed_by_fk: number | null;
}

export interface DatasetOwnersTable {
  dataset_id: number;
  user_id: number;
}

/** A saved chart ("slice" in Superset's tables). */
export interface SlicesTable {
  id: Generated<number>;
  slice_name: string;
  viz_type: string;
  datasource_id: number | null;
  datasource_type: string;
  /** The form data, a JSON object string. */
  params: string;
  /** The last query context the chart ran, a JSON object string. */
  query_context: string | null;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: number;
  external_url: string | null;
  uuid: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
  created_on: number;
  changed_on: number;
  last_saved_at: number | null;
  last_saved_by_fk: number | null;
}

export interface SliceOwnersTable {
  slice_id: number;
  user_id: number;
}

/** A dashboard; `position_json` and `json_metadata` are Superset's JSON strings. */
export interface DashboardsTable {
  id: Generated<number>;
  dashboard_title: string;
  slug: string | null;
  position_json: string | null;
  json_metadata: string | null;
  css: string | null;
  description: string | null;
  published: number;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: number;
  external_url: string | null;
  uuid: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
  created_on: number;
  changed_on: number;
  /** 1 when created, +1 on every write: the ETag a save's If-Match must name. */
  version: Generated<number>;
}

export interface DashboardOwnersTable {
  dashboard_id: number;
  user_id: number;
}

export interface DashboardSlicesTable {
  dashboard_id: number;
  slice_id: number;
}

/** A role that may view a dashboard; a dashboard with none is not limited by role. */
export interface DashboardRolesTable {
  dashboard_id: number;
  role_id: number;
}

/** A favourite: class_name 'slice' or 'Dashboard'. */
export interface FavstarTable {
  id: Generated<number>;
  user_id: number;
  class_name: string;
  obj_id: number;
  dttm: number;
}

/** A row-level security rule: a clause ANDed into queries of its tables for its roles. */
export interface RowLevelSecurityFiltersTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** 'Regular' or 'Base'. */
  filter_type: string;
  group_key: string | null;
  clause: string;
  created_on: number;
  changed_on: number;
}

export interface RlsFilterTablesTable {
  rls_filter_id: number;
  dataset_id: number;
}

export interface RlsFilterRolesTable {
  rls_filter_id: number;
  role_id: number;
}

/** A named set of annotations (Superset's annotation_layer). */
export interface AnnotationLayerTable {
  id: Generated<number>;
  name: string;
  descr: string | null;
  created_by_fk: number | null;
  changed_by_fk: number | null;
  created_on: number;
  changed_on: number;
}

/** One event or interval of a layer; an event has end_dttm = start_dttm. */
export interface AnnotationTable {
  id: Generated<number>;
  layer_id: number;
  start_dttm: number;
  end_dttm: number;
  short_descr: string;
  long_descr: string | null;
  json_metadata: string | null;
  created_by_fk: number | null;
  changed_by_fk: number | null;
  created_on: number;
  changed_on: number;
}
