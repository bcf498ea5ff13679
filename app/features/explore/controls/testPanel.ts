// A control panel and dataset for this folder's tests (chart types land in app/charts separately).
import type { ControlPanelConfig, FormData } from '@app/charts/types';
import type { DatasourcePayload } from '@common/api/datasets';

/** A bar-chart-like panel: metrics, groupby, x_axis, filters, row limit and a conditional control. */
export const testPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      rows: [
        [{ name: 'x_axis', type: 'XAxisControl', label: 'X-axis', validators: ['required'] }],
        [
          {
            name: 'metrics',
            type: 'MetricsControl',
            label: 'Metrics',
            multi: true,
            default: [],
            validators: ['nonEmpty'],
          },
        ],
        [
          {
            name: 'groupby',
            type: 'GroupByControl',
            label: 'Dimensions',
            multi: true,
            default: [],
          },
        ],
        [{ name: 'adhoc_filters', type: 'AdhocFiltersControl', label: 'Filters', default: [] }],
        [
          {
            name: 'row_limit',
            type: 'SelectControl',
            label: 'Row limit',
            freeForm: true,
            default: 10000,
            choices: [
              [10, '10'],
              [100, '100'],
            ],
            validators: ['required', 'integer', 'maxRowLimit'],
          },
          {
            name: 'series_limit',
            type: 'SelectControl',
            label: 'Series limit',
            freeForm: true,
            validators: ['integer'],
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      rows: [
        [{ name: 'show_legend', type: 'CheckboxControl', label: 'Show legend', default: true }],
        [
          {
            name: 'legendOrientation',
            type: 'SelectControl',
            label: 'Legend orientation',
            default: 'top',
            choices: [
              ['top', 'Top'],
              ['bottom', 'Bottom'],
            ],
            visibility: (formData: FormData) => formData.show_legend !== false,
            validators: ['required'],
          },
        ],
      ],
    },
  ],
};

/** A big-number-like panel: one metric, a time column, no dimensions. */
export const singleMetricPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      rows: [
        [{ name: 'metric', type: 'MetricControl', label: 'Metric', validators: ['required'] }],
        [{ name: 'granularity_sqla', type: 'TemporalColumnControl', label: 'Time column' }],
        [{ name: 'subheader', type: 'TextControl', label: 'Subheader', default: '' }],
      ],
    },
  ],
  formDataOverrides: (formData) => ({ ...formData, header_font_size: 0.4 }),
};

/** A dataset with numeric, string, temporal and boolean columns and two saved metrics. */
export const testDatasource: DatasourcePayload = {
  id: 7,
  uid: '7__table',
  type: 'table',
  name: 'main.flights',
  datasource_name: 'flights',
  table_name: 'flights',
  catalog: null,
  schema: 'main',
  description: null,
  database: { id: 1, name: 'examples', database_name: 'examples', backend: 'duckdb' },
  columns: [
    {
      column_name: 'origin',
      type: 'VARCHAR',
      type_generic: 1,
      is_dttm: false,
      verbose_name: 'Origin airport',
    },
    { column_name: 'delay', type: 'INTEGER', type_generic: 0, is_dttm: false },
    { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
    { column_name: 'cancelled', type: 'BOOLEAN', type_generic: 3, is_dttm: false },
    {
      column_name: 'arrival',
      type: 'DATE',
      type_generic: 2,
      is_dttm: true,
      extra: '{"certification":{"certified_by":"Data team"},"warning_markdown":"Late data"}',
    },
  ],
  metrics: [
    { metric_name: 'count', verbose_name: 'COUNT(*)', expression: 'COUNT(*)' },
    { metric_name: 'avg_delay', expression: 'AVG(delay)', warning_text: 'Excludes cancelled' },
  ],
  main_dttm_col: 'ds',
  time_grain_sqla: [],
  granularity_sqla: [['ds', 'ds']],
  verbose_map: {},
  column_formats: {},
  currency_formats: {},
  order_by_choices: [],
  owners: [],
  sql: null,
  template_params: null,
  extra: null,
  cache_timeout: null,
  default_endpoint: null,
  select_star: 'SELECT * FROM main.flights',
  edit_url: '',
  is_sqllab_view: false,
};
