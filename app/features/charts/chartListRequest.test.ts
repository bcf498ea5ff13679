import { describe, expect, it } from 'vitest';
import { decodeRison } from '@common/api/rison';
import { listRequestPath } from '@app/api/listRequest';
import { listRequest, initialListState } from '@app/components/listPage/listState';
import { chartFilters, DEFAULT_CHART_SORT, NO_CHART_FILTERS } from './chartListRequest';

describe('chartFilters', () => {
  it('asks for nothing when nothing is chosen (and for nothing on blank search text)', () => {
    expect(chartFilters(NO_CHART_FILTERS)).toEqual([]);
    expect(chartFilters({ search: '   ' })).toEqual([]);
  });

  it('turns every choice into Superset’s chart list operators', () => {
    expect(
      chartFilters({
        search: ' sales ',
        ownerId: 3,
        vizType: 'pie',
        datasetId: 7,
        dashboardId: 11,
        favorite: true,
        certified: false,
      }),
    ).toEqual([
      { col: 'slice_name', opr: 'chart_all_text', value: 'sales' },
      { col: 'owners', opr: 'rel_m_m', value: 3 },
      { col: 'viz_type', opr: 'eq', value: 'pie' },
      { col: 'datasource_id', opr: 'eq', value: 7 },
      { col: 'dashboards', opr: 'rel_m_m', value: 11 },
      { col: 'id', opr: 'chart_is_favorite', value: true },
      { col: 'id', opr: 'chart_is_certified', value: false },
    ]);
  });

  it('encodes the request as the rison q of GET /api/v1/chart/', () => {
    const state = {
      ...initialListState({ search: 'a b', favorite: false }, DEFAULT_CHART_SORT),
      page: 2,
    };
    const path = listRequestPath('/api/v1/chart/', listRequest(state, chartFilters(state.filters)));
    const q = new URL(path, 'http://x').searchParams.get('q') ?? '';
    expect(q).toBe(
      "(filters:!((col:slice_name,opr:chart_all_text,value:'a b'),(col:id,opr:chart_is_favorite,value:!f)),order_column:changed_on_delta_humanized,order_direction:desc,page:2,page_size:25)",
    );
    expect(decodeRison(q)).toMatchObject({ page: 2, page_size: 25 });
  });
});
