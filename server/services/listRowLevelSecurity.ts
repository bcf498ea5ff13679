import type { RlsListFilter, RlsListQuery, RlsListResponse } from '@common/api/rowLevelSecurity';
import type { AppContext } from '../context';
import { type RlsCriteria, RowLevelSecurityRepository } from '../store/rowLevelSecurityRepository';
import { rowLevelSecurityRecord } from './rowLevelSecurityRecord';
import { filterIds, filterValues, intersectValues, refuseFilter } from './listFilters';

/** Adds one rison filter to the criteria, or answers 400 for a pairing it does not support. */
function applyFilter(criteria: RlsCriteria, filter: RlsListFilter): void {
  const { col, opr } = filter;
  const equality = opr === 'eq' || opr === 'in' || opr === 'rel_o_m' || opr === 'rel_m_m';
  const text = () => {
    if (typeof filter.value !== 'string') refuseFilter(`Filter on ${col} takes text`);
    return filter.value;
  };
  if ((col === 'name' || col === 'clause' || col === 'group_key') && opr === 'ct')
    (criteria.contains ??= []).push({ text: text(), column: col });
  else if (col === 'name' && opr === 'sw') criteria.nameStartsWith = text();
  else if (col === 'name' && equality)
    criteria.names = intersectValues(criteria.names, filterValues(filter).map(String));
  else if (col === 'filter_type' && equality)
    criteria.filterTypes = intersectValues(criteria.filterTypes, filterValues(filter).map(String));
  else if (col === 'group_key' && equality)
    criteria.groupKeys = intersectValues(criteria.groupKeys, filterValues(filter).map(String));
  else if (col === 'roles' && equality)
    criteria.roleIds = intersectValues(criteria.roleIds, filterIds(filter));
  else if (col === 'tables' && equality)
    criteria.datasetIds = intersectValues(criteria.datasetIds, filterIds(filter));
  else refuseFilter(`Filter operator ${opr} is not supported on ${col}`);
}

/** GET /api/v1/rowlevelsecurity/: one page of rules with their tables and roles. */
export async function listRowLevelSecurity(
  ctx: AppContext,
  query: RlsListQuery,
): Promise<RlsListResponse> {
  const order = query.order_column;
  const criteria: RlsCriteria = {
    orderColumn: order === 'changed_on_delta_humanized' ? 'changed_on' : order,
    orderDirection: query.order_direction,
    page: query.page,
    pageSize: query.page_size,
  };
  for (const filter of query.filters) applyFilter(criteria, filter);
  const rules = new RowLevelSecurityRepository(ctx.db);
  const { ids: pageIds, count } = await rules.list(criteria);
  const now = Date.now();
  const result = (await rules.details(pageIds)).map((row) => rowLevelSecurityRecord(row, now));
  return { count, ids: result.map((record) => record.id), result };
}
