// The Customize tab sections of the timeseries types: axis titles, series style, legend, axes.
import type { ControlPanelSection, ControlSpec } from '../../types';
import {
  colorScheme,
  dateFormat,
  legendOrientation,
  numberFormat,
  showLegend,
  showValue,
} from '../sharedControls';

const pairs = (values: (string | number)[]): [string | number, string][] =>
  values.map((value) => [value, String(value)]);
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
