import type { ChartListFilter, ChartListQuery, ChartListResponse } from '@common/api/charts';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import type { ChartCriteria } from '../store/chartCriteria';
import { ChartRepository } from '../store/chartRepository';
import { likePattern } from '../store/userRepository';
import { readableDatasetIds } from './findReadableChart';
import { loadChartRecords } from './loadChartRecords';
import { filterIds, filterValues, intersectValues, refuseFilter } from './listFilters';

function text(filter: ChartListFilter): string {
  if (typeof filter.value !== 'string' && typeof filter.value !== 'number')
    refuseFilter(`Filter on ${filter.col} takes text`);
  return String(filter.value);
}

/** Rison's !t, 'true' or 1: a flag filter's value. */
function flag(filter: ChartListFilter): boolean {
  return filter.value === true || filter.value === 'true' || filter.value === 1;
}

const TEXT_COLUMNS = {
  slice_name: 'slice_name',
  description: 'description',
  viz_type: 'viz_type',
} as const;

/** LIKE pattern of a text operator: contains, starts with, ends with. */
function textPattern(opr: 'ct' | 'sw' | 'ew', value: string): string {
  const contains = likePattern(value);
  if (opr === 'sw') return contains.slice(1);
  if (opr === 'ew') return contains.slice(0, -1);
  return contains;
}

/** Adds one rison filter to the criteria, or answers 400 for a pairing it does not support. */
function applyFilter(criteria: ChartCriteria, filter: ChartListFilter, userId: number): void {
  const { col, opr } = filter;
  const equality = opr === 'eq' || opr === 'in' || opr === 'rel_o_m' || opr === 'rel_m_m';
  if (opr === 'chart_all_text')
    (criteria.like ??= []).push({
      pattern: likePattern(text(filter)),
      columns: ['slice_name', 'description', 'viz_type', 'table_name'],
    });
  else if ((opr === 'ct' || opr === 'sw' || opr === 'ew') && col in TEXT_COLUMNS)
    (criteria.like ??= []).push({
      pattern: textPattern(opr, text(filter)),
      columns: [TEXT_COLUMNS[col as keyof typeof TEXT_COLUMNS]],
    });
  else if (col === 'id' && opr === 'chart_is_favorite')
    criteria.favoriteOf = { userId, starred: flag(filter) };
  else if (col === 'id' && opr === 'chart_is_certified') criteria.certified = flag(filter);
  else if (col === 'id' && opr === 'chart_owned_created_favored_by_me') criteria.mineOf = userId;
  else if (col === 'id' && equality)
    criteria.ids = intersectValues(criteria.ids, filterIds(filter));
  else if (col === 'id' && opr === 'neq') (criteria.excludedIds ??= []).push(...filterIds(filter));
  else if (col === 'slice_name' && opr === 'eq')
    (criteria.like ??= []).push({
      pattern: text(filter)
        .toLowerCase()
        .replace(/[\\%_]/g, (ch) => `\\${ch}`),
      columns: ['slice_name'],
    });
  else if (col === 'viz_type' && equality)
    criteria.vizTypes = intersectValues(criteria.vizTypes, filterValues(filter).map(String));
  else if (col === 'viz_type' && opr === 'neq')
    (criteria.excludedVizTypes ??= []).push(...filterValues(filter).map(String));
  else if (col === 'datasource_id' && equality)
    criteria.datasourceIds = intersectValues(criteria.datasourceIds, filterIds(filter));
  else if (col === 'datasource_type' && equality)
    criteria.datasourceTypes = intersectValues(
      criteria.datasourceTypes,
      filterValues(filter).map(String),
    );
  else if (col === 'owners' && equality) criteria.ownerIds = filterIds(filter);
  else if (col === 'created_by' && equality)
    criteria.createdByIds = intersectValues(criteria.createdByIds, filterIds(filter));
  else if (col === 'changed_by' && equality)
    criteria.changedByIds = intersectValues(criteria.changedByIds, filterIds(filter));
  else if (col === 'dashboards' && equality) criteria.dashboardIds = filterIds(filter);
  else refuseFilter(`Filter operator ${opr} is not supported on ${col}`);
}

const ORDER_COLUMNS: Record<ChartListQuery['order_column'], ChartCriteria['orderColumn']> = {
  id: 'id',
  slice_name: 'slice_name',
  viz_type: 'viz_type',
  datasource_id: 'datasource_id',
  datasource_name: 'table_name',
  description: 'description',
  cache_timeout: 'cache_timeout',
  changed_on: 'changed_on',
  changed_on_delta_humanized: 'changed_on',
  'changed_by.first_name': 'changed_by_first_name',
  created_on: 'created_on',
  last_saved_at: 'last_saved_at',
  'last_saved_by.id': 'last_saved_by_fk',
};

/** GET /api/v1/chart/: the charts on datasets the caller may read, filtered and paged. */
export async function listCharts(
  ctx: AppContext,
  principal: Principal,
  query: ChartListQuery,
): Promise<ChartListResponse> {
  const criteria: ChartCriteria = {
    orderColumn: ORDER_COLUMNS[query.order_column],
    orderDirection: query.order_direction,
    page: query.page,
    pageSize: query.page_size,
  };
  for (const filter of query.filters) applyFilter(criteria, filter, principal.user.id);
  criteria.datasetIds = await readableDatasetIds(ctx, principal);
  const charts = new ChartRepository(ctx.db);
  const { rows, count } = await charts.list(criteria);
  const result = await loadChartRecords(charts, rows);
  return { count, ids: result.map((item) => item.id), result };
}
