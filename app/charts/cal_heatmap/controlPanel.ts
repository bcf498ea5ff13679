import {
  adhocFilters,
  granularitySqla,
  linearColorScheme,
  metrics,
  numberFormat,
  dateFormat,
  querySection,
  rowLimit,
  showLegend,
  timeRange,
} from '../shared/sharedControls';
import type { ControlPanelConfig, ControlSpec } from '../types';

const GRANULARITIES: [string, string][] = [
  ['year', 'year'],
  ['month', 'month'],
  ['week', 'week'],
  ['day', 'day'],
  ['hour', 'hour'],
  ['min', 'min'],
];

const number = (
  name: string,
  label: string,
  fallback: number,
  description: string,
): ControlSpec => ({
  name,
  type: 'NumberControl',
  label,
  default: fallback,
  min: 0,
  renderTrigger: true,
  validators: ['integer'],
  description,
});

const check = (
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

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Time',
      tab: 'data',
      expanded: true,
      rows: [[{ ...granularitySqla, validators: ['required'] }], [timeRange]],
    },
    querySection([
      [
        {
          name: 'domain_granularity',
          type: 'SelectControl',
          label: 'Domain',
          default: 'month',
          choices: GRANULARITIES.slice(0, 4),
          description: 'The time unit used for the grouping of blocks',
        },
        {
          name: 'subdomain_granularity',
          type: 'SelectControl',
          label: 'Subdomain',
          default: 'day',
          choices: GRANULARITIES.slice(1),
          description:
            'The time unit for each block. Should be a smaller unit than domain_granularity. Cells are days: week and month blocks colour every day of the period, hours and minutes are summed per day.',
        },
      ],
      [metrics],
      [adhocFilters],
      [rowLimit],
    ]),
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [linearColorScheme],
        [
          number('cell_size', 'Cell Size', 10, 'The size of the square cell, in pixels'),
          number('cell_padding', 'Cell Padding', 2, 'The distance between cells, in pixels'),
        ],
        [
          number('cell_radius', 'Cell Radius', 0, 'The pixel radius'),
          number('steps', 'Color Steps', 10, 'The number color "steps"'),
        ],
        [
          numberFormat('y_axis_format', 'Number format'),
          dateFormat('x_axis_time_format', 'Time format'),
        ],
        [
          showLegend,
          check(
            'show_values',
            'Show Values',
            false,
            'Whether to display the numerical values within the cells',
          ),
        ],
        [
          check(
            'show_metric_name',
            'Show Metric Names',
            true,
            'Whether to display the metric name as a title',
          ),
        ],
      ],
    },
  ],
};
