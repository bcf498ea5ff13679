// Form data of each categorical chart type over the `sales` test table (ds, country, product,
// amount; saved metrics count and total) and the query object its buildQuery makes of it. The
// app's test pins buildQuery to these; the server's integration test posts them, so a key the
// server reads differently from the client fails one of the two.
import type { RawQueryObject } from '@common/api/chartData';

/** A chart type's form data and the query object built from it. */
export interface CategoricalQueryCase {
  formData: Record<string, unknown> & { viz_type: string; datasource: string };
  query: RawQueryObject;
}

export const CATEGORICAL_QUERY_CASES: Record<string, CategoricalQueryCase> = {
  pie: {
    formData: {
      viz_type: 'pie',
      datasource: '1__table',
      groupby: ['country'],
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
      columns: ['country'],
      metrics: ['total'],
      orderby: [['total', false]],
    },
  },
  funnel: {
    formData: {
      viz_type: 'funnel',
      datasource: '1__table',
      groupby: ['product'],
      metric: 'count',
      row_limit: 10,
    },
    query: {
      filters: [],
      extras: {},
      row_limit: 10,
      order_desc: true,
      annotation_layers: [],
      url_params: {},
      columns: ['product'],
      metrics: ['count'],
      orderby: [['count', false]],
    },
  },
  gauge_chart: {
    formData: {
      viz_type: 'gauge_chart',
      datasource: '1__table',
      metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' } },
      max_val: 200,
    },
    query: {
      filters: [],
      extras: {},
      order_desc: true,
      annotation_layers: [],
      url_params: {},
      columns: [],
      metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' } }],
      orderby: [
        [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' } }, false],
      ],
    },
  },
  radar: {
    formData: {
      viz_type: 'radar',
      datasource: '1__table',
      groupby: ['country'],
      metrics: ['count', 'total'],
    },
    query: {
      filters: [],
      extras: {},
      order_desc: true,
      annotation_layers: [],
      url_params: {},
      columns: ['country'],
      metrics: ['count', 'total'],
      orderby: [['count', false]],
    },
  },
  treemap_v2: {
    formData: {
      viz_type: 'treemap_v2',
      datasource: '1__table',
      groupby: ['country', 'product'],
      metric: 'total',
    },
    query: {
      filters: [],
      extras: {},
      order_desc: true,
      annotation_layers: [],
      url_params: {},
      columns: ['country', 'product'],
      metrics: ['total'],
      orderby: [['total', false]],
    },
  },
  sunburst_v2: {
    formData: {
      viz_type: 'sunburst_v2',
      datasource: '1__table',
      columns: ['country', 'product'],
      metric: 'total',
      secondary_metric: 'count',
    },
    query: {
      filters: [],
      extras: {},
      order_desc: true,
      annotation_layers: [],
      url_params: {},
      columns: ['country', 'product'],
      metrics: ['total', 'count'],
      orderby: [['total', false]],
    },
  },
  waterfall: {
    formData: {
      viz_type: 'waterfall',
      datasource: '1__table',
      x_axis: 'ds',
      time_grain_sqla: 'P1Y',
      metric: 'total',
      x_axis_time_format: '%Y',
    },
    query: {
      filters: [],
      extras: { time_grain_sqla: 'P1Y' },
      order_desc: true,
      annotation_layers: [],
      url_params: {},
      columns: [
        {
          label: 'ds',
          sqlExpression: 'ds',
          columnType: 'BASE_AXIS',
          timeGrain: 'P1Y',
          isColumnReference: true,
          expressionType: 'SQL',
        },
      ],
      metrics: ['total'],
      orderby: [
        [
          {
            label: 'ds',
            sqlExpression: 'ds',
            columnType: 'BASE_AXIS',
            timeGrain: 'P1Y',
            isColumnReference: true,
            expressionType: 'SQL',
          },
          true,
        ],
      ],
    },
  },
  box_plot: {
    formData: {
      viz_type: 'box_plot',
      datasource: '1__table',
      columns: ['ds'],
      groupby: ['country'],
      metrics: ['total'],
      whiskerOptions: 'Min/max (no outliers)',
    },
    query: {
      filters: [],
      extras: {},
      order_desc: true,
      annotation_layers: [],
      url_params: {},
      columns: ['ds', 'country'],
      series_columns: ['country'],
      metrics: ['total'],
      post_processing: [
        {
          operation: 'boxplot',
          options: { groupby: ['country'], metrics: ['total'], whisker_type: 'min/max' },
        },
      ],
    },
  },
};
