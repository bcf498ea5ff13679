// Query objects the timeseries chart types build (app/charts/shared/timeseries), shared so a
// server integration test can post exactly what the client sends: the app's unit tests assert
// buildQuery still produces these, the server's integration test asserts the server answers them.

/** Line chart form data over `sales`: monthly total, 2-period rolling mean, 1 year shift. */
export const LINE_ROLLING_TIME_SHIFT_FORM_DATA = {
  viz_type: 'echarts_timeseries_line',
  datasource: '1__table',
  x_axis: 'ds',
  time_grain_sqla: 'P1M',
  metrics: ['total'],
  groupby: [],
  adhoc_filters: [],
  row_limit: 10000,
  rolling_type: 'mean',
  rolling_periods: 2,
  min_periods: 1,
  time_compare: ['1 year ago'],
  comparison_type: 'values',
};

/** The query object buildQuery makes of LINE_ROLLING_TIME_SHIFT_FORM_DATA. */
export const LINE_ROLLING_TIME_SHIFT_QUERY = {
  filters: [],
  extras: { time_grain_sqla: 'P1M' },
  row_limit: 10000,
  order_desc: true,
  annotation_layers: [],
  url_params: {},
  columns: [
    {
      columnType: 'BASE_AXIS',
      sqlExpression: 'ds',
      label: 'ds',
      expressionType: 'SQL',
      timeGrain: 'P1M',
    },
  ],
  metrics: ['total'],
  series_columns: [],
  orderby: [['total', false]],
  time_offsets: ['1 year ago'],
  post_processing: [
    {
      operation: 'pivot',
      options: {
        index: ['ds'],
        columns: [],
        aggregates: { total: { operator: 'mean' }, 'total__1 year ago': { operator: 'mean' } },
        drop_missing_columns: true,
      },
    },
    {
      operation: 'rolling',
      options: {
        rolling_type: 'mean',
        window: 2,
        min_periods: 1,
        columns: { total: 'total', 'total__1 year ago': 'total__1 year ago' },
      },
    },
    { operation: 'flatten' },
  ],
};

/** Bar chart form data over `sales`: totals by product per year, stacked, difference shift. */
export const BAR_GROUPBY_CUMSUM_FORM_DATA = {
  viz_type: 'echarts_timeseries_bar',
  datasource: '1__table',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: ['total'],
  groupby: ['country'],
  adhoc_filters: [],
  limit: 5,
  row_limit: 1000,
  rolling_type: 'cumsum',
  contributionMode: 'row',
};

/** The query object buildQuery makes of BAR_GROUPBY_CUMSUM_FORM_DATA. */
export const BAR_GROUPBY_CUMSUM_QUERY = {
  filters: [],
  extras: { time_grain_sqla: 'P1Y' },
  row_limit: 1000,
  series_limit: 5,
  order_desc: true,
  annotation_layers: [],
  url_params: {},
  columns: [
    {
      columnType: 'BASE_AXIS',
      sqlExpression: 'ds',
      label: 'ds',
      expressionType: 'SQL',
      timeGrain: 'P1Y',
    },
    'country',
  ],
  metrics: ['total'],
  series_columns: ['country'],
  orderby: [['total', false]],
  time_offsets: [],
  post_processing: [
    {
      operation: 'pivot',
      options: {
        index: ['ds'],
        columns: ['country'],
        aggregates: { total: { operator: 'mean' } },
        drop_missing_columns: true,
      },
    },
    { operation: 'cum', options: { operator: 'sum', columns: { total: 'total' } } },
    { operation: 'contribution', options: { orientation: 'row' } },
    { operation: 'flatten' },
  ],
};
