// Example charts of the table-like chart types, as data both sides read: the server creates them
// on first start (server/examples/charts/tableLikeExamples.ts) and the app's test runs each
// through its chart type's buildQuery (app/charts/shared/tableLike/tableLikeExamples.test.ts).

/** One example chart (the shape of server/examples/charts/exampleChart.ts). */
export interface TableLikeExampleChart {
  slice_name: string;
  viz_type: string;
  table: string;
  mainDttmCol?: string;
  params: Record<string, unknown>;
  description?: string;
}

const count = (label: string) => ({
  expressionType: 'SQL',
  sqlExpression: 'COUNT(*)',
  label,
  hasCustomLabel: true,
});

const simple = (aggregate: string, column: string, label: string) => ({
  expressionType: 'SIMPLE',
  aggregate,
  column: { column_name: column },
  label,
  hasCustomLabel: true,
});

const where = (subject: string, operator: string, comparator: unknown) => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject,
  operator,
  comparator,
});

/** Example charts of the table-like chart types: table, pivot table and the big numbers. */
export const TABLE_LIKE_EXAMPLE_CHARTS: TableLikeExampleChart[] = [
  {
    slice_name: 'Flights and average delay by origin airport',
    viz_type: 'table',
    table: 'flights',
    mainDttmCol: 'date',
    description: 'Flights, their share of all flights and the average delay, per origin airport.',
    params: {
      query_mode: 'aggregate',
      groupby: ['origin'],
      metrics: [count('Flights'), simple('AVG', 'delay', 'Average delay (min)')],
      percent_metrics: [count('Flights')],
      timeseries_limit_metric: simple('AVG', 'delay', 'Average delay (min)'),
      order_desc: true,
      adhoc_filters: [],
      row_limit: 1000,
      show_totals: true,
      page_length: 20,
      include_search: true,
      show_cell_bars: true,
      color_pn: true,
      column_config: {
        'Average delay (min)': { d3NumberFormat: '.1f' },
        Flights: { d3NumberFormat: ',d' },
      },
      conditional_formatting: [
        {
          column: 'Average delay (min)',
          operator: '>',
          targetValue: 15,
          colorScheme: 'colorError',
        },
      ],
    },
  },
  {
    slice_name: 'Top grossing movies',
    viz_type: 'table',
    table: 'movies',
    mainDttmCol: 'release_date',
    description: 'Every film with its release date, genre, worldwide gross and IMDB rating.',
    params: {
      query_mode: 'raw',
      all_columns: [
        'title',
        'release_date',
        'major_genre',
        'director',
        'worldwide_gross',
        'imdb_rating',
      ],
      order_by_cols: ['["worldwide_gross", false]'],
      adhoc_filters: [where('worldwide_gross', 'IS NOT NULL', null)],
      row_limit: 5000,
      page_length: 0,
      include_search: true,
      table_timestamp_format: '%Y-%m-%d',
      show_cell_bars: true,
      column_config: { worldwide_gross: { d3NumberFormat: '$,.3s', showCellBars: true } },
      conditional_formatting: [
        { column: 'imdb_rating', operator: '≥', targetValue: 8, colorScheme: 'colorSuccess' },
      ],
    },
  },
  {
    slice_name: 'Flights and miles flown by origin and destination',
    viz_type: 'pivot_table_v2',
    table: 'flights',
    mainDttmCol: 'date',
    description: 'West-coast hubs: flights and miles per route, with subtotals per origin.',
    params: {
      groupbyRows: ['origin', 'destination'],
      groupbyColumns: [],
      metrics: [count('Flights'), simple('SUM', 'distance', 'Miles flown')],
      metricsLayout: 'COLUMNS',
      adhoc_filters: [where('origin', 'IN', ['SFO', 'LAX', 'SEA'])],
      row_limit: 10000,
      aggregateFunction: 'Sum',
      rowSubTotals: true,
      colTotals: true,
      rowTotals: false,
      valueFormat: ',d',
      rowOrder: 'key_a_to_z',
      colOrder: 'key_a_to_z',
    },
  },
  {
    slice_name: 'US population by age group and sex (2000 census)',
    viz_type: 'pivot_table_v2',
    table: 'population',
    description: 'People per five-year age group; sex 1 is male, 2 is female.',
    params: {
      groupbyRows: ['age'],
      groupbyColumns: ['sex'],
      metrics: [simple('SUM', 'people', 'People')],
      metricsLayout: 'COLUMNS',
      combineMetric: true,
      adhoc_filters: [where('year', '==', 2000)],
      row_limit: 10000,
      aggregateFunction: 'Sum',
      rowTotals: true,
      colTotals: true,
      valueFormat: ',d',
      rowOrder: 'key_a_to_z',
      colOrder: 'key_a_to_z',
    },
  },
  {
    slice_name: 'Total flights',
    viz_type: 'big_number_total',
    table: 'flights',
    mainDttmCol: 'date',
    params: {
      metric: count('Flights'),
      adhoc_filters: [],
      subheader: 'US domestic flights, January–June 2001',
      y_axis_format: ',d',
      header_font_size: 0.4,
      subheader_font_size: 0.15,
    },
  },
  {
    slice_name: 'Average IMDB rating',
    viz_type: 'big_number_total',
    table: 'movies',
    mainDttmCol: 'release_date',
    params: {
      metric: simple('AVG', 'imdb_rating', 'Average IMDB rating'),
      adhoc_filters: [],
      subheader: 'over every rated film',
      y_axis_format: '.2f',
      header_font_size: 0.5,
      subheader_font_size: 0.15,
    },
  },
  {
    slice_name: 'Apple share price',
    viz_type: 'big_number',
    table: 'stocks',
    mainDttmCol: 'date',
    description: 'Monthly closing price of AAPL with its change over twelve months.',
    params: {
      x_axis: 'date',
      time_grain_sqla: 'P1M',
      metric: simple('AVG', 'price', 'Price'),
      adhoc_filters: [where('symbol', '==', 'AAPL')],
      compare_lag: 12,
      compare_suffix: 'YoY',
      show_trend_line: true,
      start_y_axis_at_zero: true,
      show_timestamp: true,
      y_axis_format: '$,.2f',
      time_format: '%b %Y',
      header_font_size: 0.4,
      subheader_font_size: 0.15,
    },
  },
  {
    slice_name: 'Daily flights (7-day average)',
    viz_type: 'big_number',
    table: 'flights',
    mainDttmCol: 'date',
    params: {
      x_axis: 'date',
      time_grain_sqla: 'P1D',
      metric: count('Flights'),
      adhoc_filters: [],
      rolling_type: 'mean',
      rolling_periods: 7,
      min_periods: 7,
      compare_lag: 7,
      compare_suffix: 'WoW',
      show_trend_line: true,
      start_y_axis_at_zero: false,
      show_timestamp: true,
      y_axis_format: ',d',
      time_format: '%Y-%m-%d',
      header_font_size: 0.4,
      subheader_font_size: 0.15,
    },
  },
];
