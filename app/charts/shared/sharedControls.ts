// Controls most chart types share, as data (Superset's names and defaults). A chart type's
// control panel lists these and its own; app/features/explore/controls renders them.
import { TIME_GRAIN_LABELS } from '@common/data/timeGrains';
import type { ControlPanelSection, ControlSpec, FormData } from '../types';
import { DEFAULT_CATEGORICAL_SCHEME, DEFAULT_SEQUENTIAL_SCHEME } from './colorSchemes';
import { NUMBER_FORMAT_CHOICES, SMART_DATE, SMART_NUMBER, TIME_FORMAT_CHOICES } from './formatters';

/** Row limit choices (spec §9). */
export const ROW_LIMIT_CHOICES = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000];
/** Series limit choices (spec §9). */
export const SERIES_LIMIT_CHOICES = [5, 10, 25, 50, 100, 500];

const numberChoices = (values: number[]): [number, string][] =>
  values.map((value) => [value, String(value)]);

export const metrics: ControlSpec = {
  name: 'metrics',
  type: 'MetricsControl',
  label: 'Metrics',
  multi: true,
  validators: ['nonEmpty'],
  default: [],
};

export const metric: ControlSpec = {
  name: 'metric',
  type: 'MetricControl',
  label: 'Metric',
  validators: ['required'],
};

export const groupby: ControlSpec = {
  name: 'groupby',
  type: 'GroupByControl',
  label: 'Dimensions',
  multi: true,
  default: [],
  description: 'Columns to group by: one series or category per distinct value.',
};

export const xAxis: ControlSpec = {
  name: 'x_axis',
  type: 'XAxisControl',
  label: 'X-axis',
  validators: ['required'],
  description: 'The column along the horizontal axis, usually a time column.',
};

export const timeGrain: ControlSpec = {
  name: 'time_grain_sqla',
  type: 'TimeGrainControl',
  label: 'Time grain',
  default: 'P1D',
  choices: TIME_GRAIN_LABELS.map(([value, label]) => [value, label]),
};

export const granularitySqla: ControlSpec = {
  name: 'granularity_sqla',
  type: 'TemporalColumnControl',
  label: 'Time column',
};

export const timeRange: ControlSpec = {
  name: 'time_range',
  type: 'TimeRangeControl',
  label: 'Time range',
  default: 'No filter',
};

export const adhocFilters: ControlSpec = {
  name: 'adhoc_filters',
  type: 'AdhocFiltersControl',
  label: 'Filters',
  default: [],
};

export const rowLimit: ControlSpec = {
  name: 'row_limit',
  type: 'SelectControl',
  label: 'Row limit',
  freeForm: true,
  default: 10000,
  choices: numberChoices(ROW_LIMIT_CHOICES),
  validators: ['required', 'integer', 'maxRowLimit'],
};

export const seriesLimit: ControlSpec = {
  name: 'series_limit',
  type: 'SelectControl',
  label: 'Series limit',
  freeForm: true,
  choices: numberChoices(SERIES_LIMIT_CHOICES),
  validators: ['integer'],
  description: 'How many series to keep, ranked by the sort metric; the rest are left out.',
};

export const seriesLimitMetric: ControlSpec = {
  name: 'series_limit_metric',
  type: 'MetricControl',
  label: 'Sort by',
};

export const orderDesc: ControlSpec = {
  name: 'order_desc',
  type: 'CheckboxControl',
  label: 'Sort descending',
  default: true,
};

export const colorScheme: ControlSpec = {
  name: 'color_scheme',
  type: 'ColorSchemeControl',
  label: 'Color scheme',
  default: DEFAULT_CATEGORICAL_SCHEME,
  renderTrigger: true,
};

export const linearColorScheme: ControlSpec = {
  name: 'linear_color_scheme',
  type: 'SequentialSchemeControl',
  label: 'Linear color scheme',
  default: DEFAULT_SEQUENTIAL_SCHEME,
  renderTrigger: true,
};

export const numberFormat = (name = 'y_axis_format', label = 'Number format'): ControlSpec => ({
  name,
  type: 'SelectControl',
  label,
  freeForm: true,
  default: SMART_NUMBER,
  choices: NUMBER_FORMAT_CHOICES,
  renderTrigger: true,
  description: 'D3 format syntax: https://github.com/d3/d3-format',
});

export const dateFormat = (name = 'x_axis_time_format', label = 'Time format'): ControlSpec => ({
  name,
  type: 'SelectControl',
  label,
  freeForm: true,
  default: SMART_DATE,
  choices: TIME_FORMAT_CHOICES,
  renderTrigger: true,
  description: 'D3 time format syntax: https://github.com/d3/d3-time-format',
});

export const showLegend: ControlSpec = {
  name: 'show_legend',
  type: 'CheckboxControl',
  label: 'Show legend',
  default: true,
  renderTrigger: true,
};

export const legendOrientation: ControlSpec = {
  name: 'legendOrientation',
  type: 'SelectControl',
  label: 'Legend orientation',
  default: 'top',
  choices: [
    ['top', 'Top'],
    ['bottom', 'Bottom'],
    ['left', 'Left'],
    ['right', 'Right'],
  ],
  renderTrigger: true,
  visibility: (formData: FormData) => formData.show_legend !== false,
};

export const showValue: ControlSpec = {
  name: 'show_value',
  type: 'CheckboxControl',
  label: 'Show value',
  default: false,
  renderTrigger: true,
};

export const annotationLayers: ControlSpec = {
  name: 'annotation_layers',
  type: 'AnnotationLayersControl',
  label: 'Annotation layers',
  default: [],
};

/** The "Query" section most aggregate charts start with (metrics, dimensions, filters, limits). */
export function querySection(controls: ControlSpec[][]): ControlPanelSection {
  return { label: 'Query', tab: 'data', expanded: true, rows: controls };
}
