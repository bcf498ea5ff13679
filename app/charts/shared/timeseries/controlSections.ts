// The control panel sections of the timeseries types, as data (Superset's names and defaults).
import type { ControlPanelSection, ControlSpec, FormData } from '../../types';
import {
  adhocFilters,
  annotationLayers,
  colorScheme,
  dateFormat,
  groupby,
  legendOrientation,
  metrics,
  numberFormat,
  orderDesc,
  rowLimit,
  SERIES_LIMIT_CHOICES,
  showLegend,
  showValue,
  timeGrain,
  xAxis,
} from '../sharedControls';
import { TIME_COMPARE_CHOICES } from './postProcessingOps';

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

const render = (control: ControlSpec): ControlSpec => ({ ...control, renderTrigger: true });
const MARGINS = pairs([15, 30, 50, 75, 100, 125, 150, 200]);

/** "Chart title": the axis titles and their margins. */
export const chartTitleSection: ControlPanelSection = {
  label: 'Chart title',
  tab: 'customize',
  expanded: true,
  rows: [
    [render({ name: 'x_axis_title', type: 'TextControl', label: 'X Axis Title', default: '' })],
    [
      render({
        name: 'x_axis_title_margin',
        type: 'SelectControl',
        label: 'X axis title bottom margin',
        default: 15,
        choices: MARGINS,
      }),
    ],
    [render({ name: 'y_axis_title', type: 'TextControl', label: 'Y Axis Title', default: '' })],
    [
      render({
        name: 'y_axis_title_margin',
        type: 'SelectControl',
        label: 'Y axis title margin',
        default: 15,
        choices: MARGINS,
      }),
    ],
    [
      render({
        name: 'y_axis_title_position',
        type: 'SelectControl',
        label: 'Y axis title position',
        default: 'Left',
        choices: [
          ['Left', 'Left'],
          ['Top', 'Top'],
        ],
      }),
    ],
  ],
};

/** Series style controls, by what a type offers. */
export interface ChartOptionsFeatures {
  seriesType?: boolean;
  area?: boolean;
  markers?: boolean;
  stack?: boolean;
  orientation?: boolean;
}

/** "Chart options": colours, series style, stacking, labels, legend. */
export function chartOptionsSection(features: ChartOptionsFeatures): ControlPanelSection {
  const rows: ControlSpec[][] = [[colorScheme]];
  if (features.orientation)
    rows.push([
      render({
        name: 'orientation',
        type: 'SelectControl',
        label: 'Bar orientation',
        default: 'vertical',
        choices: [
          ['vertical', 'Vertical'],
          ['horizontal', 'Horizontal'],
        ],
      }),
    ]);
  if (features.seriesType)
    rows.push([
      render({
        name: 'seriesType',
        type: 'SelectControl',
        label: 'Series Style',
        default: 'line',
        choices: [
          ['line', 'Line'],
          ['scatter', 'Scatter'],
          ['smooth', 'Smooth Line'],
          ['bar', 'Bar'],
          ['start', 'Step - start'],
          ['middle', 'Step - middle'],
          ['end', 'Step - end'],
        ],
      }),
    ]);
  if (features.stack)
    rows.push([
      render({
        name: 'stack',
        type: 'SelectControl',
        label: 'Stacked Style',
        default: null,
        choices: [
          ['', 'None'],
          ['Stack', 'Stack'],
          ['Stream', 'Stream'],
        ],
      }),
    ]);
  if (features.area)
    rows.push([
      render({ name: 'area', type: 'CheckboxControl', label: 'Area chart', default: false }),
      render({
        name: 'opacity',
        type: 'SliderControl',
        label: 'Area chart opacity',
        default: 0.2,
        min: 0,
        max: 1,
        step: 0.1,
      }),
    ]);
  if (features.markers)
    rows.push([
      render({ name: 'markerEnabled', type: 'CheckboxControl', label: 'Marker', default: false }),
      render({
        name: 'markerSize',
        type: 'SliderControl',
        label: 'Marker Size',
        default: 6,
        min: 0,
        max: 20,
      }),
    ]);
  rows.push(
    [
      showValue,
      render({
        name: 'only_total',
        type: 'CheckboxControl',
        label: 'Only Total',
        default: true,
        visibility: (f) => Boolean(f.show_value && f.stack),
      }),
    ],
    [
      render({
        name: 'percentage_threshold',
        type: 'NumberControl',
        label: 'Percentage threshold',
        default: 0,
        visibility: (f) => Boolean(f.show_value && f.stack && !f.only_total),
      }),
    ],
    [render({ name: 'zoomable', type: 'CheckboxControl', label: 'Data Zoom', default: false })],
    [render({ name: 'minorTicks', type: 'CheckboxControl', label: 'Minor ticks', default: false })],
    [showLegend],
    [
      render({
        name: 'legendType',
        type: 'SelectControl',
        label: 'Type',
        default: 'scroll',
        choices: [
          ['scroll', 'Scroll'],
          ['plain', 'Plain'],
        ],
        visibility: (f) => f.show_legend !== false,
      }),
    ],
    [legendOrientation],
    [
      render({
        name: 'sort_series_type',
        type: 'SelectControl',
        label: 'Sort Series By',
        default: 'sum',
        choices: [
          ['name', 'Category name'],
          ['sum', 'Total value'],
          ['min', 'Minimum value'],
          ['max', 'Maximum value'],
          ['avg', 'Average value'],
        ],
      }),
    ],
    [
      render({
        name: 'sort_series_ascending',
        type: 'CheckboxControl',
        label: 'Sort Series Ascending',
        default: false,
      }),
    ],
  );
  return { label: 'Chart options', tab: 'customize', expanded: true, rows };
}

/** "X Axis": time format, label rotation, tooltip. */
export const xAxisSection: ControlPanelSection = {
  label: 'X Axis',
  tab: 'customize',
  expanded: true,
  rows: [
    [dateFormat('x_axis_time_format', 'Time format')],
    [
      render({
        name: 'xAxisLabelRotation',
        type: 'SelectControl',
        label: 'Rotate x axis label',
        default: 0,
        freeForm: true,
        choices: pairs([0, 45, 90]),
      }),
    ],
    [
      render({
        name: 'rich_tooltip',
        type: 'CheckboxControl',
        label: 'Rich tooltip',
        default: true,
        description: 'Shows a list of all series available at that point in time',
      }),
    ],
    [dateFormat('tooltipTimeFormat', 'Tooltip time format')],
  ],
};

/** "Y Axis": format, log scale, minor split lines, bounds. */
export const yAxisSection: ControlPanelSection = {
  label: 'Y Axis',
  tab: 'customize',
  expanded: true,
  rows: [
    [numberFormat('y_axis_format', 'Y Axis Format')],
    [
      render({
        name: 'logAxis',
        type: 'CheckboxControl',
        label: 'Logarithmic y-axis',
        default: false,
      }),
    ],
    [
      render({
        name: 'minorSplitLine',
        type: 'CheckboxControl',
        label: 'Minor Split Line',
        default: false,
      }),
    ],
    [
      render({
        name: 'truncateYAxis',
        type: 'CheckboxControl',
        label: 'Truncate Y Axis',
        default: false,
      }),
    ],
    [
      render({
        name: 'y_axis_bounds',
        type: 'BoundsControl',
        label: 'Y Axis Bounds',
        default: [null, null],
        visibility: (f) => Boolean(f.truncateYAxis),
      }),
    ],
  ],
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
