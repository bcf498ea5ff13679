import {
  adhocFilters,
  colorScheme,
  legendOrientation,
  numberFormat,
  orderDesc,
  querySection,
  rowLimit,
  showLegend,
} from '../shared/sharedControls';
import type { ControlPanelConfig, ControlSpec } from '../types';

const metricControl = (name: string, label: string, description: string): ControlSpec => ({
  name,
  type: 'MetricControl',
  label,
  validators: ['required'],
  description,
});

const text = (name: string, label: string): ControlSpec => ({
  name,
  type: 'TextControl',
  label,
  default: '',
  renderTrigger: true,
});
const check = (name: string, label: string): ControlSpec => ({
  name,
  type: 'CheckboxControl',
  label,
  default: false,
  renderTrigger: true,
});
const bounds = (name: string, label: string): ControlSpec => ({
  name,
  type: 'BoundsControl',
  label,
  default: [null, null],
  renderTrigger: true,
  description:
    'Bounds for the axis. When left empty, the bounds are dynamically defined based on the min/max of the data.',
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [
        {
          name: 'series',
          type: 'ColumnControl',
          label: 'Dimension',
          description:
            'Defines the grouping of entities. Each series is represented by a specific color in the chart.',
        },
      ],
      [
        {
          name: 'entity',
          type: 'ColumnControl',
          label: 'Entity',
          validators: ['required'],
          description: 'This defines the element to be plotted on the chart',
        },
      ],
      [metricControl('x', 'X Axis', "The dataset's metric on the x-axis")],
      [metricControl('y', 'Y Axis', "The dataset's metric on the y-axis")],
      [metricControl('size', 'Bubble Size', 'Metric used to calculate bubble size')],
      [adhocFilters],
      [
        {
          name: 'orderby',
          type: 'MetricControl',
          label: 'Sort by',
          description: 'Metric to sort the results by',
        },
        orderDesc,
      ],
      [rowLimit],
    ]),
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [colorScheme],
        [showLegend, legendOrientation],
        [
          {
            name: 'max_bubble_size',
            type: 'SelectControl',
            label: 'Max Bubble Size',
            default: '25',
            freeForm: true,
            choices: ['5', '10', '15', '25', '50', '75', '100'].map((n): [string, string] => [
              n,
              n,
            ]),
            renderTrigger: true,
          },
        ],
        [numberFormat('tooltipSizeFormat', 'Bubble size number format')],
        [
          {
            name: 'opacity',
            type: 'SliderControl',
            label: 'Bubble Opacity',
            default: 0.6,
            min: 0,
            max: 1,
            step: 0.1,
            renderTrigger: true,
            description: 'Opacity of bubbles, 0 means completely transparent, 1 means opaque',
          },
        ],
        [text('x_axis_label', 'X Axis Title'), text('y_axis_label', 'Y Axis Title')],
        [
          numberFormat('xAxisFormat', 'X Axis Format'),
          numberFormat('yAxisFormat', 'Y Axis Format'),
        ],
        [check('logXAxis', 'Logarithmic x-axis'), check('logYAxis', 'Logarithmic y-axis')],
        [bounds('x_axis_bounds', 'X Axis Bounds'), bounds('y_axis_bounds', 'Y Axis Bounds')],
      ],
    },
  ],
};
