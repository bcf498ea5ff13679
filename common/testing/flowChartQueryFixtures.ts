// Form data of each flow/correlation/distribution chart type over the `sales` test table
// (ds, country, product, amount; saved metrics count and total) and the query object its
// buildQuery makes of it. The app's test pins buildQuery to these; the server's integration
// test posts them, so a key the server reads differently from the client fails one of the two.
import type { RawQueryObject } from '@common/api/chartData';

/** A chart type's form data and the query object built from it. */
export interface FlowChartQueryCase {
  formData: Record<string, unknown> & { viz_type: string; datasource: string };
  query: RawQueryObject;
}

export const FLOW_CHART_QUERY_CASES: Record<string, FlowChartQueryCase> = {
  sankey_v2: {
    formData: {
      viz_type: 'sankey_v2',
      datasource: '1__table',
      source: 'country',
      target: 'product',
      metric: 'total',
      row_limit: 100,
      sort_by_metric: true,
    },
    query: {
      filters: [],
      extras: {},
      row_limit: 100,
      order_desc: true,
      annotation_layers: [],
      url_params: {},
      columns: ['country', 'product'],
      metrics: ['total'],
      orderby: [['total', false]],
    },
  },
  graph_chart: {
    formData: {
      viz_type: 'graph_chart',
      datasource: '1__table',
      source: 'country',
      target: 'product',
      source_category: 'country',
      metric: 'count',
      row_limit: 100,
    },
    query: {
      filters: [],
      extras: {},
      row_limit: 100,
      order_desc: true,
      annotation_layers: [],
      url_params: {},
      columns: ['country', 'product'],
      metrics: ['count'],
      orderby: [['count', false]],
    },
  },
  tree_chart: {
    formData: {
      viz_type: 'tree_chart',
      datasource: '1__table',
      id: 'product',
      parent: 'country',
      metric: 'total',
      row_limit: 100,
    },
    query: {
      filters: [],
      extras: {},
      row_limit: 100,
      order_desc: true,
      annotation_layers: [],
      url_params: {},
      columns: ['product', 'country'],
      metrics: ['total'],
    },
  },
  heatmap_v2: {
    formData: {
      viz_type: 'heatmap_v2',
      datasource: '1__table',
      x_axis: 'country',
      groupby: ['product'],
      metric: 'total',
      sort_x_axis: 'alpha_asc',
      sort_y_axis: 'value_desc',
      normalize_across: 'x',
      row_limit: 100,
    },
    query: {
      filters: [],
      extras: {},
      row_limit: 100,
      order_desc: true,
      annotation_layers: [],
      url_params: {},
      columns: [
        {
          sqlExpression: 'country',
          label: 'country',
          expressionType: 'SQL',
          columnType: 'BASE_AXIS',
        },
        'product',
      ],
      metrics: ['total'],
      orderby: [
        ['country', true],
        ['total', false],
      ],
      post_processing: [{ operation: 'rank', options: { metric: 'total', group_by: 'country' } }],
    },
  },
  cal_heatmap: {
    formData: {
      viz_type: 'cal_heatmap',
      datasource: '1__table',
      granularity_sqla: 'ds',
      time_range: 'No filter',
      metrics: ['count', 'total'],
      subdomain_granularity: 'day',
      domain_granularity: 'month',
      row_limit: 100,
    },
    query: {
      filters: [],
      extras: { time_grain_sqla: 'P1D' },
      time_range: 'No filter',
      granularity: 'ds',
      row_limit: 100,
      order_desc: true,
      annotation_layers: [],
      url_params: {},
      columns: [
        {
          sqlExpression: 'ds',
          label: 'ds',
          columnType: 'BASE_AXIS',
          timeGrain: 'P1D',
          expressionType: 'SQL',
        },
      ],
      metrics: ['count', 'total'],
      orderby: [['ds', true]],
    },
  },
  histogram_v2: {
    formData: {
      viz_type: 'histogram_v2',
      datasource: '1__table',
      column: 'amount',
      groupby: ['country'],
      bins: 3,
      row_limit: 100,
    },
    query: {
      filters: [],
      extras: {},
      row_limit: 100,
      order_desc: true,
      annotation_layers: [],
      url_params: {},
      columns: ['country', 'amount'],
      post_processing: [
        {
          operation: 'histogram',
          options: {
            column: 'amount',
            groupby: ['country'],
            bins: 3,
            cumulative: false,
            normalize: false,
          },
        },
      ],
    },
  },
  bubble_v2: {
    formData: {
      viz_type: 'bubble_v2',
      datasource: '1__table',
      entity: 'product',
      series: 'country',
      x: 'count',
      y: {
        expressionType: 'SIMPLE',
        aggregate: 'AVG',
        column: { column_name: 'amount' },
        label: 'avg_amount',
      },
      size: 'total',
      orderby: 'total',
      order_desc: true,
      row_limit: 100,
    },
    query: {
      filters: [],
      extras: {},
      row_limit: 100,
      order_desc: true,
      annotation_layers: [],
      url_params: {},
      columns: ['product', 'country'],
      metrics: [
        'count',
        {
          expressionType: 'SIMPLE',
          aggregate: 'AVG',
          column: { column_name: 'amount' },
          label: 'avg_amount',
        },
        'total',
      ],
      orderby: [['total', false]],
    },
  },
};
