import type { SqlLabBootstrap, SqlLabBootstrapUser, SqlLabDatabase } from '@common/api/tabState';
import { DISPLAY_MAX_ROW, MAX_STORED_QUERIES_DISPLAYED } from '@common/constants/sqlLab';
import { DEFAULT_SQLLAB_LIMIT } from '@common/sql/limits';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { canAccessDatabase } from '../policies/databasePolicy';
import { type QueryRecord, queryRecord } from '../queries/queryRecord';
import { databaseExtraOf, type DatabaseRow } from '../store/databaseRepository';
import { databaseFlags } from './databaseFlags';
import { TabStateRepository } from '../store/tabStateRepository';
import { tabStateRecord } from './getTabState';

const DATA_ACCESS = ['database_access', 'schema_access', 'datasource_access'];

function sqlLabDatabase(row: DatabaseRow): SqlLabDatabase {
  return {
    id: row.id,
    database_name: row.database_name,
    ...databaseFlags(row, databaseExtraOf(row)),
    allows_subquery: true,
    allows_virtual_table_explore: true,
    disable_drill_to_detail: false,
    allow_multi_catalog: false,
    force_ctas_schema: null,
    engine_information: { supports_file_upload: false },
  };
}

function bootstrapUser(principal: Principal): SqlLabBootstrapUser {
  const { user, roles } = principal;
  const permissions: Record<string, string[]> = {};
  for (const pairs of Object.values(roles))
    for (const [action, view] of pairs)
      if (DATA_ACCESS.includes(action)) (permissions[action] ??= []).push(view);
  return {
    userId: user.id,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    isActive: user.active === 1,
    isAnonymous: false,
    roles: Object.fromEntries(
      Object.entries(roles).map(([name, pairs]) => [name, pairs.map(([a, v]) => [a, v])]),
    ),
    permissions,
  };
}

/**
 * GET /api/v1/sqllab/: the caller's saved tabs (the active one in full), the databases
 * they may use in SQL Lab, and their runs in those tabs keyed by client id (the newest
 * MAX_STORED_QUERIES_DISPLAYED).
 */
export async function bootstrapSqlLab(
  ctx: AppContext,
  principal: Principal,
): Promise<SqlLabBootstrap<QueryRecord>> {
  const userId = principal.user.id;
  const tabRepository = new TabStateRepository(ctx.db);
  const tabs = await tabRepository.listOfUser(userId);
  const active = tabs.find((tab) => tab.active === 1) ?? tabs[0];
  const allDatabases = await ctx.databases.list();
  const names = new Map(allDatabases.map((row) => [row.id, row.database_name]));
  const usable = allDatabases.filter(
    (row) => row.expose_in_sqllab === 1 && canAccessDatabase(principal, row),
  );
  const runs = await tabRepository.queriesOfTabs(
    userId,
    tabs.map((tab) => tab.id),
    MAX_STORED_QUERIES_DISPLAYED,
  );
  return {
    active_tab: active ? await tabStateRecord(ctx, active) : null,
    tab_state_ids: tabs.map((tab) => [tab.id, tab.label]),
    databases: Object.fromEntries(usable.map((row) => [String(row.id), sqlLabDatabase(row)])),
    queries: Object.fromEntries(
      runs.map((row) => [row.client_id, queryRecord(row, names.get(row.database_id) ?? '')]),
    ),
    user: bootstrapUser(principal),
    common: {
      conf: {
        DEFAULT_SQLLAB_LIMIT,
        SQL_MAX_ROW: ctx.config.sqlMaxRow,
        DISPLAY_MAX_ROW,
        SQLLAB_TIMEOUT: Math.round(ctx.config.sqlLabTimeoutMs / 1000),
        SQLLAB_QUERY_RESULT_TIMEOUT: 0,
        SQLLAB_BACKEND_PERSISTENCE: true,
      },
    },
  };
}
