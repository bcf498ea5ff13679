/** A permission: an (action, view) pair, displayed "can_read on Dashboard". */
export type PermissionPair = readonly [action: string, view: string];

export const BUILTIN_ROLE_NAMES = ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public'] as const;
export type BuiltinRoleName = (typeof BUILTIN_ROLE_NAMES)[number];

const readWrite = (view: string): PermissionPair[] => [
  ['can_read', view],
  ['can_write', view],
];

/** What every signed-in user needs to use the app shell. */
const BASE: PermissionPair[] = [
  ['can_read', 'Log'],
  ['can_write', 'Log'],
  ['can_read', 'CurrentUser'],
  ['menu_access', 'Home'],
];

/** Gamma: objects on data it is granted, no data access of its own. */
const GAMMA: PermissionPair[] = [
  ...BASE,
  ...readWrite('Chart'),
  ...readWrite('Dashboard'),
  ['can_read', 'Dataset'],
  ['can_read', 'Database'],
  ['can_explore', 'Superset'],
  ['can_csv', 'Superset'],
  ['can_share_chart', 'Superset'],
  ['can_share_dashboard', 'Superset'],
  ['menu_access', 'Charts'],
  ['menu_access', 'Dashboards'],
  ['menu_access', 'Datasets'],
];

/** SQL Lab only; database access must still be granted separately. */
const SQL_LAB: PermissionPair[] = [
  ...BASE,
  ['can_read', 'SavedQuery'],
  ['can_write', 'SavedQuery'],
  ['can_export', 'SavedQuery'],
  ['can_read', 'Query'],
  ['can_export_csv', 'Query'],
  ['can_execute_sql_query', 'SQLLab'],
  ['can_get_results', 'SQLLab'],
  ['can_export_csv', 'SQLLab'],
  ['can_read', 'SQLLab'],
  ['can_format_sql', 'SQLLab'],
  ['can_estimate_query_cost', 'SQL Lab'],
  ['can_sqllab', 'Superset'],
  ['can_sqllab_history', 'Superset'],
  ['can_post', 'TabStateView'],
  ['can_get', 'TabStateView'],
  ['can_put', 'TabStateView'],
  ['can_delete', 'TabStateView'],
  ['can_activate', 'TabStateView'],
  ['can_migrate_query', 'TabStateView'],
  ['can_delete_query', 'TabStateView'],
  ['menu_access', 'SQL Lab'],
  ['menu_access', 'SQL Editor'],
  ['menu_access', 'Saved Queries'],
  ['menu_access', 'Query Search'],
];

/** Alpha: all data sources and their objects, nothing of user or role management. */
const ALPHA: PermissionPair[] = [
  ...GAMMA,
  ['can_write', 'Dataset'],
  ['all_database_access', 'all_database_access'],
  ['all_datasource_access', 'all_datasource_access'],
  ...readWrite('Annotation'),
  ...readWrite('CssTemplate'),
  ...readWrite('ReportSchedule'),
  ...readWrite('Tag'),
  ['menu_access', 'Database Connections'],
];

/** Admin-only pairs: security management and the most powerful grants. */
const ADMIN_ONLY: PermissionPair[] = [
  ...readWrite('User'),
  ...readWrite('Role'),
  ...readWrite('RowLevelSecurity'),
  ['can_read', 'Permission'],
  ['all_query_access', 'all_query_access'],
  ['can_write', 'Database'],
  ['can_grant_guest_token', 'SecurityRestApi'],
  ['can_set_embedded', 'Dashboard'],
  ['menu_access', 'List Users'],
  ['menu_access', 'List Roles'],
  ['menu_access', 'Row Level Security'],
  ['menu_access', 'Security'],
];

function unique(pairs: PermissionPair[]): PermissionPair[] {
  const seen = new Map<string, PermissionPair>();
  for (const pair of pairs) seen.set(`${pair[0]}\u0000${pair[1]}`, pair);
  return [...seen.values()];
}

/** The reviewed default permission set of each built-in role, seeded at start. */
export const BUILTIN_ROLE_PERMISSIONS: Readonly<
  Record<BuiltinRoleName, readonly PermissionPair[]>
> = {
  Admin: unique([...ALPHA, ...SQL_LAB, ...ADMIN_ONLY]),
  Alpha: unique(ALPHA),
  Gamma: unique(GAMMA),
  sql_lab: unique(SQL_LAB),
  Public: [],
};
