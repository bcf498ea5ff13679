import type {
  SavedQueryListFilter,
  SavedQueryListQuery,
  SavedQueryListResponse,
} from '@common/api/savedQueries';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { type SavedQueryCriteria, SavedQueryRepository } from '../store/savedQueryRepository';
import { readsAllSavedQueries } from './findSavedQuery';
import { savedQueryRecord } from './savedQueryRecord';
import { filterIds, filterValues, intersectValues, refuseFilter } from './listFilters';

/** Adds one rison filter to the criteria, or answers 400 for a pairing it does not support. */
function applyFilter(criteria: SavedQueryCriteria, filter: SavedQueryListFilter): void {
  const { col, opr } = filter;
  const equality = opr === 'eq' || opr === 'rel_o_m' || opr === 'in';
  const text = () => {
    if (typeof filter.value !== 'string') refuseFilter(`Filter on ${col} takes text`);
    return filter.value;
  };
  if (col === 'label' && opr === 'all_text')
    (criteria.contains ??= []).push({ text: text(), columns: ['label', 'description', 'sql'] });
  else if (
    (col === 'label' || col === 'description' || col === 'sql' || col === 'schema') &&
    opr === 'ct'
  )
    (criteria.contains ??= []).push({ text: text(), columns: [col] });
  else if (col === 'schema' && equality)
    criteria.schemas = intersectValues(criteria.schemas, filterValues(filter).map(String));
  else if ((col === 'database' || col === 'db_id') && equality)
    criteria.databaseIds = intersectValues(criteria.databaseIds, filterIds(filter));
  else if (col === 'created_by' && equality)
    criteria.userIds = intersectValues(criteria.userIds, filterIds(filter));
  else refuseFilter(`Filter operator ${opr} is not supported on ${col}`);
}

/** GET /api/v1/saved_query/: the caller's saved queries (everyone's for admins), paged. */
export async function listSavedQueries(
  ctx: AppContext,
  principal: Principal,
  query: SavedQueryListQuery,
): Promise<SavedQueryListResponse> {
  const order = query.order_column;
  const criteria: SavedQueryCriteria = {
    orderColumn:
      order === 'changed_on_delta_humanized' || order === 'database.database_name'
        ? 'changed_on'
        : order,
    orderByDatabaseName: order === 'database.database_name',
    orderDirection: query.order_direction,
    page: query.page,
    pageSize: query.page_size,
  };
  for (const filter of query.filters) applyFilter(criteria, filter);
  // Applied after the filters, so a created_by filter can only narrow the caller's own.
  if (!readsAllSavedQueries(principal))
    criteria.userIds = intersectValues(criteria.userIds, [principal.user.id]);
  const { rows, count } = await new SavedQueryRepository(ctx.db).list(criteria);
  const now = Date.now();
  const result = rows.map((row) => savedQueryRecord(row, now));
  return { count, ids: result.map((item) => item.id), result };
}
