import type { TableSchemaRecord, TabStateRecord } from '@common/api/tabState';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { ownTab } from '../policies/sqlLabObjectPolicy';
import { type QueryRecord, queryRecord } from '../queries/queryRecord';
import {
  tableSchemaDescriptionOf,
  tabExtraOf,
  type TableSchemaRow,
  type TabStateRow,
  TabStateRepository,
} from '../store/tabStateRepository';

function tableSchemaRecord(row: TableSchemaRow): TableSchemaRecord {
  return {
    id: row.id,
    tab_state_id: row.tab_state_id,
    database_id: row.database_id,
    catalog: row.catalog,
    schema: row.schema,
    table: row.table,
    expanded: row.expanded === 1,
    description: tableSchemaDescriptionOf(row),
  };
}

/** A stored tab in Superset's TabState.to_dict shape, with its tables and latest run. */
export async function tabStateRecord(
  ctx: AppContext,
  tab: TabStateRow,
): Promise<TabStateRecord<QueryRecord>> {
  const tables = await new TabStateRepository(ctx.db).tablesOf(tab.id);
  const latest = tab.latest_query_id
    ? await ctx.queries.findByClientId(tab.latest_query_id)
    : undefined;
  // Only the tab owner's own run is ever shown as its latest query.
  const ownLatest = latest && latest.user_id === tab.user_id ? latest : undefined;
  const database = ownLatest ? await ctx.databases.findById(ownLatest.database_id) : undefined;
  return {
    id: tab.id,
    user_id: tab.user_id,
    label: tab.label,
    active: tab.active === 1,
    database_id: tab.database_id,
    catalog: tab.catalog,
    schema: tab.schema,
    sql: tab.sql,
    query_limit: tab.query_limit,
    template_params: tab.template_params,
    autorun: tab.autorun === 1,
    hide_left_bar: tab.hide_left_bar === 1,
    latest_query: ownLatest ? queryRecord(ownLatest, database?.database_name ?? '') : null,
    saved_query: tab.saved_query_id === null ? null : { id: tab.saved_query_id },
    extra_json: tabExtraOf(tab),
    table_schemas: tables.map(tableSchemaRecord),
  };
}

/** GET /tabstateview/{id}: the caller's tab, 404 for anyone else's. */
export async function getTabState(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<TabStateRecord<QueryRecord>> {
  return tabStateRecord(ctx, await ownTab(ctx, principal, id));
}
