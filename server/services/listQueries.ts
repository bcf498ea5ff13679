import type {
  QueryListFilter,
  QueryListItem,
  QueryListQuery,
  QueryListResponse,
} from '@common/api/sqllabTools';
import { hasPermission } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import { FieldValidationError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertCan } from '../policies/securityPolicy';
import type { QueryListCriteria, QueryListRow } from '../store/queryRepository';

type TimeBound = NonNullable<QueryListCriteria['times']>[number];

function refuse(message: string): never {
  throw new FieldValidationError({ filters: [message] });
}

function values(filter: QueryListFilter): (string | number)[] {
  const { value } = filter;
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' || typeof value === 'number') return [value];
  return refuse(`Filter on ${filter.col} needs a value`);
}

function ids(filter: QueryListFilter): number[] {
  return values(filter).map((value) => {
    const id = Number(value);
    if (!Number.isSafeInteger(id)) refuse(`Filter on ${filter.col} takes ids`);
    return id;
  });
}

/** Epoch milliseconds, or an ISO date / date-time string. */
function epochMs(value: string | number, column: string): number {
  const ms =
    typeof value === 'number' || /^\d+(\.\d+)?$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(ms)) refuse(`Filter on ${column} takes epoch milliseconds or ISO dates`);
  return ms;
}

// Several filters on one column all hold, as Superset's list filters combine with AND.
function intersect<T>(current: T[] | undefined, next: T[]): T[] {
  return current === undefined ? next : current.filter((value) => next.includes(value));
}

function timeBounds(filter: QueryListFilter, column: TimeBound['column']): TimeBound[] {
  const list = values(filter).map((value) => epochMs(value, filter.col));
  if (filter.opr === 'gt' && list.length === 1) return [{ column, op: '>', value: list[0] ?? 0 }];
  if (filter.opr === 'lt' && list.length === 1) return [{ column, op: '<', value: list[0] ?? 0 }];
  if (filter.opr === 'between' && list.length === 2)
    return [
      { column, op: '>=', value: list[0] ?? 0 },
      { column, op: '<=', value: list[1] ?? 0 },
    ];
  return refuse(`Filter on ${filter.col} takes gt or lt with one value, or between with two`);
}

/** Adds one rison filter to the criteria, or answers 400 for a pairing it does not support. */
function applyFilter(criteria: QueryListCriteria, filter: QueryListFilter): void {
  const { col, opr } = filter;
  const equality = opr === 'eq' || opr === 'rel_o_m' || opr === 'in';
  if ((col === 'database' || col === 'database_id') && equality)
    criteria.databaseIds = intersect(criteria.databaseIds, ids(filter));
  else if ((col === 'user' || col === 'user_id') && equality)
    criteria.userIds = intersect(criteria.userIds, ids(filter));
  else if (col === 'status' && (opr === 'eq' || opr === 'in'))
    criteria.statuses = intersect(criteria.statuses, values(filter).map(String));
  else if (col === 'status' && opr === 'neq')
    criteria.excludedStatuses = [
      ...(criteria.excludedStatuses ?? []),
      ...values(filter).map(String),
    ];
  else if (col === 'sql' && opr === 'ct')
    criteria.sqlContains = [...(criteria.sqlContains ?? []), ...values(filter).map(String)];
  else if (col === 'start_time' || col === 'end_time' || col === 'changed_on')
    criteria.times = [...(criteria.times ?? []), ...timeBounds(filter, col)];
  else refuse(`Filter operator ${opr} is not supported on ${col}`);
}

function toItem(row: QueryListRow): QueryListItem {
  return {
    id: row.id,
    client_id: row.client_id,
    changed_on: new Date(row.changed_on).toISOString(),
    database: { id: row.database_id, database_name: row.database_name ?? '' },
    catalog: row.catalog,
    schema: row.schema,
    sql: row.sql,
    executed_sql: row.executed_sql,
    status: row.status,
    start_time: row.start_time,
    end_time: row.end_time,
    rows: row.rows,
    tab_name: row.tab_name,
    sql_editor_id: row.sql_editor_id,
    user:
      row.user_id === null
        ? null
        : {
            id: row.user_id,
            first_name: row.first_name ?? '',
            last_name: row.last_name ?? '',
            username: row.username ?? '',
          },
    results_key: row.results_key,
    error_message: row.error_message,
    limit: row.limit,
    limiting_factor: row.limiting_factor,
    tmp_table_name: row.tmp_table_name,
    tracking_url: null,
  };
}

/** The query history: the caller's own queries, everyone's with all_query_access (admins). */
export async function listQueries(
  ctx: AppContext,
  principal: Principal,
  query: QueryListQuery,
): Promise<QueryListResponse> {
  assertCan(principal, 'can_read', 'Query');
  const criteria: QueryListCriteria = {
    orderColumn: query.order_column,
    orderDirection: query.order_direction,
    page: query.page,
    pageSize: query.page_size,
  };
  if (!hasPermission(principal.roles, 'all_query_access', 'all_query_access'))
    criteria.userIds = [principal.user.id];
  for (const filter of query.filters) applyFilter(criteria, filter);
  const { rows, count } = await ctx.queries.list(criteria);
  const result = rows.map(toItem);
  return { count, ids: result.map((item) => item.id), result };
}
