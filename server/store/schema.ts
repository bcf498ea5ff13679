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
}
