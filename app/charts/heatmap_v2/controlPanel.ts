import {
  adhocFilters,
  dateFormat,
  linearColorScheme,
  metric,
  numberFormat,
  querySection,
  rowLimit,
  showLegend,
  timeGrain,
  xAxis,
} from '../shared/sharedControls';
import type { ControlPanelConfig, ControlSpec } from '../types';

const SORT_CHOICES: [string, string][] = [
  ['alpha_asc', 'Axis ascending'],
  ['alpha_desc', 'Axis descending'],
  ['value_asc', 'Metric ascending'],
  ['value_desc', 'Metric descending'],
];

const sortAxis = (name: string, label: string): ControlSpec => ({
  name,
  type: 'SelectControl',
  label,
  default: 'alpha_asc',
  choices: SORT_CHOICES,
});

const checkbox = (
  name: string,
  label: string,
  fallback: boolean,
  description: string,
): ControlSpec => ({
  name,
  type: 'CheckboxControl',
  label,
  default: fallback,
  renderTrigger: true,
  description,
});

const interval = (name: string, label: string): ControlSpec => ({
  name,
  type: 'SelectControl',
  label,
  default: -1,
  choices: [
    [-1, 'Auto'],
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n): [number, string] => [n, String(n)]),
  ],
  renderTrigger: true,
  description: 'Number of steps to take between ticks when displaying the scale',
});

const margin = (name: string, label: string): ControlSpec => ({
  name,
  type: 'SelectControl',
  label,
  default: 'auto',
  freeForm: true,
  choices: [
    ['auto', 'auto'],
    [50, '50'],
    [75, '75'],
    [100, '100'],
    [125, '125'],
    [150, '150'],
    [200, '200'],
  ],
  renderTrigger: true,
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [xAxis],
      [{ ...timeGrain, description: 'Truncates a temporal x-axis to this grain.' }],
      [
        {
          name: 'groupby',
          type: 'GroupByControl',
          label: 'Y-axis',
          multi: false,
          validators: ['nonEmpty'],
          description: 'Dimension to use on y-axis.',
        },
      ],
      [metric],
      [adhocFilters],
      [rowLimit],
      [sortAxis('sort_x_axis', 'Sort X Axis'), sortAxis('sort_y_axis', 'Sort Y Axis')],
      [
        {
          name: 'normalize_across',
          type: 'SelectControl',
          label: 'Normalize across',
          default: 'heatmap',
          choices: [
            ['heatmap', 'heatmap'],
            ['x', 'x'],
            ['y', 'y'],
          ],
          description:
            'Color will be shaded based the normalized (0% to 100%) value of a given cell against the other cells in the selected range: heatmap (all cells), x (within each column), y (within each row).',
        },
      ],
    ]),
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [linearColorScheme],
        [
          interval('xscale_interval', 'XScale Interval'),
          interval('yscale_interval', 'YScale Interval'),
        ],
        [margin('left_margin', 'Left Margin'), margin('bottom_margin', 'Bottom Margin')],
        [
          {
            name: 'value_bounds',
            type: 'BoundsControl',
            label: 'Value bounds',
            default: [null, null],
            renderTrigger: true,
            description: 'Hard value bounds applied for color coding.',
          },
        ],
        [numberFormat('y_axis_format', 'Value format')],
        [
          dateFormat('x_axis_time_format', 'X-axis time format'),
          dateFormat('time_format', 'Y-axis time format'),
        ],
        [showLegend],
        [
          checkbox(
            'show_percentage',
            'Show percentage',
            true,
            'Whether to include the percentage in the tooltip',
          ),
          checkbox(
            'show_values',
            'Show Values',
            false,
            'Whether to display the numerical values within the cells',
          ),
        ],
      ],
    },
  ],
};
