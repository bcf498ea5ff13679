import type { ControlPanelConfig, ControlSpec } from '../types';
import {
  adhocFilters,
  dateFormat,
  groupby,
  metric,
  numberFormat,
  querySection,
  rowLimit,
  showLegend,
  showValue,
  timeGrain,
  xAxis,
} from '../shared/sharedControls';

const color = (
  name: string,
  label: string,
  value: { r: number; g: number; b: number; a: number },
): ControlSpec => ({
  name,
  type: 'ColorPickerControl',
  label,
  default: value,
  renderTrigger: true,
});

const text = (name: string, label: string): ControlSpec => ({
  name,
  type: 'TextControl',
  label,
  default: '',
  renderTrigger: true,
});

/** Superset's waterfall control panel (names and defaults). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [xAxis],
      [timeGrain],
      [
        {
          ...groupby,
          label: 'Breakdowns',
          multi: false,
          description:
            'Breaks down the series by the category specified in this control. This can help viewers understand how each category affects the overall value.',
        },
      ],
      [metric],
      [adhocFilters],
      [{ ...rowLimit, default: 10000 }],
    ]),
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [{ ...showValue, default: true }],
        [showLegend],
        [
          {
            name: 'show_total',
            type: 'CheckboxControl',
            label: 'Show total',
            default: true,
            renderTrigger: true,
            description: 'Display a total bar at the end',
          },
        ],
      ],
    },
    {
      label: 'Series colors',
      tab: 'customize',
      expanded: true,
      rows: [
        [color('increase_color', 'Increase', { r: 90, g: 193, b: 137, a: 1 })],
        [color('decrease_color', 'Decrease', { r: 224, g: 67, b: 85, a: 1 })],
        [color('total_color', 'Total', { r: 102, g: 102, b: 102, a: 1 })],
      ],
    },
    {
      label: 'X Axis',
      tab: 'customize',
      expanded: true,
      rows: [
        [text('x_axis_label', 'X Axis Label')],
        [dateFormat('x_axis_time_format', 'Time format')],
      ],
    },
    {
      label: 'Y Axis',
      tab: 'customize',
      expanded: true,
      rows: [
        [text('y_axis_label', 'Y Axis Label')],
        [numberFormat('y_axis_format', 'Y Axis Format')],
      ],
    },
  ],
};
