// The control panel sections of the timeseries types, as data (Superset's names and defaults).
import type { ControlPanelSection, ControlSpec, FormData } from '../../types';
import {
  adhocFilters,
  annotationLayers,
  groupby,
  metrics,
  orderDesc,
  rowLimit,
  SERIES_LIMIT_CHOICES,
  timeGrain,
  xAxis,
} from '../sharedControls';
import {
  chartOptionsSection,
  type ChartOptionsFeatures,
  chartTitleSection,
  xAxisSection,
  yAxisSection,
} from './customizeSections';
import { TIME_COMPARE_CHOICES } from './postProcessingOps';

export { chartTitleSection, xAxisSection };

const pairs = (values: (string | number)[]): [string | number, string][] =>
  values.map((value) => [value, String(value)]);

/** Suffixes a control for a mixed chart's second query (`metrics` → `metrics_b`). */
export function forQueryB(control: ControlSpec, suffix = '_b'): ControlSpec {
  return { ...control, name: `${control.name}${suffix}` };
}

const hasGroupby = (key: string) => (formData: FormData) =>
  Array.isArray(formData[key]) && (formData[key] as unknown[]).length > 0;

/** The query controls of one query (suffix '' or '_b'). */
export function queryRows(suffix = ''): ControlSpec[][] {
  const s = (control: ControlSpec) => (suffix ? forQueryB(control, suffix) : control);
  return [
    [s(metrics)],
    [s(groupby)],
    [s(adhocFilters)],
    [
      s({
        name: 'limit',
        type: 'SelectControl',
        label: 'Series limit',
        freeForm: true,
        choices: pairs(SERIES_LIMIT_CHOICES),
        validators: ['integer'],
        description: 'Limits the number of series that get displayed.',
        visibility: hasGroupby(`groupby${suffix}`),
      }),
    ],
    [
      s({
        name: 'timeseries_limit_metric',
        type: 'MetricControl',
        label: 'Sort by',
        description: 'Metric used to order the series limit.',
        visibility: hasGroupby(`groupby${suffix}`),
      }),
      s(orderDesc),
    ],
    [s(rowLimit)],
    [
      s({
        name: 'truncate_metric',
        type: 'CheckboxControl',
        label: 'Truncate metric',
        default: true,
        description: 'Whether to truncate metrics',
      }),
      s({
        name: 'show_empty_columns',
        type: 'CheckboxControl',
        label: 'Show empty columns',
        default: true,
      }),
    ],
  ];
}

/** The "Query" section: x-axis, grain, then one query's controls. */
export const timeseriesQuerySection: ControlPanelSection = {
  label: 'Query',
  tab: 'data',
  expanded: true,
  rows: [
    [xAxis],
    [timeGrain],
    ...queryRows(),
    [
      {
        name: 'x_axis_sort',
        type: 'SelectControl',
        label: 'X-Axis Sort By',
        freeForm: true,
        default: null,
        description:
          'Sorts a categorical x-axis by its values or by a metric (its label, e.g. SUM(sales)).',
      },
      {
        name: 'x_axis_sort_asc',
        type: 'CheckboxControl',
        label: 'X-Axis Sort Ascending',
        default: true,
        visibility: (formData: FormData) => Boolean(formData.x_axis_sort),
      },
    ],
    [
      {
        name: 'contributionMode',
        type: 'SelectControl',
        label: 'Contribution Mode',
        default: null,
        choices: [
          ['', 'None'],
          ['row', 'Row'],
          ['column', 'Series'],
        ],
        description: 'Calculate contribution per series or row',
      },
    ],
  ],
};

/** The "Advanced analytics" section (rolling window, time comparison, resampling). */
export function advancedAnalyticsSection(suffix = ''): ControlPanelSection {
  const s = (control: ControlSpec) => (suffix ? forQueryB(control, suffix) : control);
  const rolling = (formData: FormData) => {
    const type = formData[`rolling_type${suffix}`];
    return type === 'mean' || type === 'sum' || type === 'std';
  };
  return {
    label: suffix ? 'Advanced analytics Query B' : 'Advanced analytics',
    tab: 'data',
    expanded: false,
    description:
      'This section contains options that allow for advanced analytical post processing of query results',
    rows: [
      [
        s({
          name: 'rolling_type',
          type: 'SelectControl',
          label: 'Rolling function',
          default: null,
          choices: [
            ['None', 'None'],
            ['mean', 'mean'],
            ['sum', 'sum'],
            ['std', 'std'],
            ['cumsum', 'cumsum'],
          ],
          description:
            'Defines a rolling window function to apply, works along with the [Periods] text box',
        }),
      ],
      [
        s({
          name: 'rolling_periods',
          type: 'NumberControl',
          label: 'Periods',
          min: 1,
          validators: ['integer'],
          visibility: rolling,
        }),
        s({
          name: 'min_periods',
          type: 'NumberControl',
          label: 'Min periods',
          min: 0,
          validators: ['integer'],
          visibility: rolling,
        }),
      ],
      [
        s({
          name: 'time_compare',
          type: 'SelectControl',
          label: 'Time shift',
          multi: true,
          freeForm: true,
          default: [],
          choices: pairs(TIME_COMPARE_CHOICES),
          description:
            'Overlay one or more timeseries from a relative time period. Expects relative time deltas in natural language (example: 24 hours, 7 days, 52 weeks, 365 days).',
        }),
        s({
          name: 'comparison_type',
          type: 'SelectControl',
          label: 'Calculation type',
          default: 'values',
          choices: [
            ['values', 'Actual values'],
            ['difference', 'Difference'],
            ['percentage', 'Percentage change'],
            ['ratio', 'Ratio'],
          ],
        }),
      ],
      [
        s({
          name: 'resample_rule',
          type: 'SelectControl',
          label: 'Rule',
          freeForm: true,
          default: null,
          choices: [
            ['1T', '1 minutely frequency'],
            ['1H', '1 hourly frequency'],
            ['1D', '1 calendar day frequency'],
            ['7D', '7 calendar day frequency'],
            ['1MS', '1 month start frequency'],
            ['1M', '1 month end frequency'],
            ['1AS', '1 year start frequency'],
            ['1A', '1 year end frequency'],
          ],
        }),
        s({
          name: 'resample_method',
          type: 'SelectControl',
          label: 'Fill method',
          default: null,
          choices: [
            ['asfreq', 'Null imputation'],
            ['zerofill', 'Zero imputation'],
            ['linear', 'Linear interpolation'],
            ['ffill', 'Forward values'],
            ['bfill', 'Backward values'],
            ['median', 'Median values'],
            ['mean', 'Mean values'],
            ['sum', 'Sum values'],
          ],
        }),
      ],
    ],
  };
}

/** "Annotations and Layers". */
export const annotationsSection: ControlPanelSection = {
  label: 'Annotations and Layers',
  tab: 'data',
  expanded: false,
  rows: [[annotationLayers]],
};

/** The full panel of a single-query timeseries type. */
export function timeseriesSections(features: ChartOptionsFeatures): ControlPanelSection[] {
  return [
    timeseriesQuerySection,
    advancedAnalyticsSection(),
    annotationsSection,
    chartTitleSection,
    chartOptionsSection(features),
    xAxisSection,
    yAxisSection,
  ];
}
