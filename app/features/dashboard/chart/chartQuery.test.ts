import { describe, expect, it } from 'vitest';
import type { DashboardChart } from '@common/api/dashboards';
import { buildQuery as tableBuildQuery } from '@app/charts/table/buildQuery';
import { chartRunKey, dashboardChartFormData, dashboardQueryContext } from './chartQuery';

const chart = (formData: Record<string, unknown>): DashboardChart => ({
  id: 42,
  slice_name: 'Delays by origin',
  viz_type: 'table',
  cache_timeout: null,
  changed_on: '2024-01-01T00:00:00',
  description: null,
  description_markeddown: '',
  form_data: formData,
  query_context: null,
  slice_url: '/explore/?slice_id=42',
  certified_by: null,
  certification_details: null,
  datasource_id: 7,
  datasource_type: 'table',
  owners: [],
  datasource_access: true,
});

const saved = {
  viz_type: 'table',
  datasource: '7__table',
  query_mode: 'aggregate',
  groupby: ['origin'],
  metrics: ['count'],
  adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'delay > 0' }],
  time_range: 'Last week',
  row_limit: 100,
};

describe('dashboard chart queries', () => {
  it('adds the dashboard filters as extra_form_data and the chart as slice_id', () => {
    const formData = dashboardChartFormData(
      chart(saved),
      { filters: [{ col: 'origin', op: 'IN', val: ['JFK'] }], time_range: 'Last year' },
      3,
    );
    expect(formData.slice_id).toBe(42);
    expect(formData.dashboardId).toBe(3);
    expect(formData.extra_form_data).toEqual({
      filters: [{ col: 'origin', op: 'IN', val: ['JFK'] }],
      time_range: 'Last year',
    });
    const context = dashboardQueryContext({ buildQuery: tableBuildQuery }, formData, true);
    expect(context.force).toBe(true);
    const [query] = context.queries;
    // The chart's own filter stays; the dashboard's filter and time range are added on top.
    expect(query?.filters).toEqual([{ col: 'origin', op: 'IN', val: ['JFK'] }]);
    expect(query?.extras?.where).toBe('(delay > 0)');
    expect(query?.time_range).toBe('Last year');
  });

  it('without dashboard filters the query is the chart’s own', () => {
    const formData = dashboardChartFormData(chart(saved), {}, null);
    expect('dashboardId' in formData).toBe(false);
    const [query] = dashboardQueryContext({ buildQuery: tableBuildQuery }, formData, false).queries;
    expect(query?.filters).toEqual([]);
    expect(query?.time_range).toBe('Last week');
  });

  it('fills viz_type and datasource the saved form data lacks', () => {
    const formData = dashboardChartFormData(chart({ metrics: ['count'] }), {}, null);
    expect(formData.viz_type).toBe('table');
    expect(formData.datasource).toBe('7__table');
  });

  it('a run key changes with the refresh key and with the filters', () => {
    const plain = dashboardChartFormData(chart(saved), {}, 1);
    const filtered = dashboardChartFormData(chart(saved), { time_range: 'Last day' }, 1);
    expect(chartRunKey(0, plain)).toBe(chartRunKey(0, dashboardChartFormData(chart(saved), {}, 1)));
    expect(chartRunKey(1, plain)).not.toBe(chartRunKey(0, plain));
    expect(chartRunKey(0, filtered)).not.toBe(chartRunKey(0, plain));
  });
});
