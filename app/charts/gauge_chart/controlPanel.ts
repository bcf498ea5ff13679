import type { ControlPanelConfig, ControlSpec } from '../types';
import {
  adhocFilters,
  colorScheme,
  groupby,
  metric,
  numberFormat,
  querySection,
  rowLimit,
} from '../shared/sharedControls';

const check = (name: string, label: string, value: boolean, description?: string): ControlSpec => ({
  name,
  type: 'CheckboxControl',
  label,
  default: value,
  renderTrigger: true,
  description,
});

const num = (
  name: string,
  label: string,
  value: number | null,
  description: string,
  extra: Partial<ControlSpec> = {},
): ControlSpec => ({
  name,
  type: 'NumberControl',
  label,
  default: value,
  renderTrigger: true,
  description,
  ...extra,
});

const text = (name: string, label: string, description: string): ControlSpec => ({
  name,
  type: 'TextControl',
  label,
  default: '',
  renderTrigger: true,
  description,
});

/** Superset's gauge control panel (names and defaults). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([[groupby], [metric], [adhocFilters], [{ ...rowLimit, default: 10 }]]),
    {
      label: 'General',
      tab: 'customize',
      expanded: true,
      rows: [
        [
          num('min_val', 'Min', null, 'Minimum value on the gauge axis'),
          num('max_val', 'Max', null, 'Maximum value on the gauge axis'),
        ],
        [
          num('start_angle', 'Start angle', 225, 'Angle at which to start progress axis'),
          num('end_angle', 'End angle', -45, 'Angle at which to end progress axis'),
        ],
        [colorScheme],
        [
          {
            name: 'font_size',
            type: 'SliderControl',
            label: 'Font size',
            default: 15,
            min: 10,
            max: 20,
            step: 1,
            renderTrigger: true,
            description: 'Font size for axis labels, detail value and other text elements',
          },
        ],
        [numberFormat('number_format')],
        [
          text(
            'value_formatter',
            'Value format',
            'Additional text to add before or after the value, e.g. unit',
          ),
        ],
        [check('show_pointer', 'Show pointer', true, 'Whether to show the pointer')],
        [
          check(
            'animation',
            'Animation',
            true,
            'Whether to animate the progress and the value or just display them',
          ),
        ],
      ],
    },
    {
      label: 'Axis',
      tab: 'customize',
      expanded: true,
      rows: [
        [
          check(
            'show_axis_line_ticks',
            'Show axis line ticks',
            false,
            'Whether to show minor ticks on the axis',
          ),
        ],
        [
          check(
            'show_split_line',
            'Show split lines',
            false,
            'Whether to show the split lines on the axis',
          ),
        ],
        [
          num('split_number', 'Split number', 10, 'Number of split segments on the axis', {
            min: 3,
            max: 30,
          }),
        ],
      ],
    },
    {
      label: 'Progress',
      tab: 'customize',
      expanded: true,
      rows: [
        [
          check(
            'show_progress',
            'Show progress',
            true,
            'Whether to show the progress of gauge chart',
          ),
        ],
        [
          check(
            'overlap',
            'Overlap',
            true,
            'Whether the progress bar overlaps when there are multiple groups of data',
          ),
        ],
        [
          check(
            'round_cap',
            'Round cap',
            false,
            'Style the ends of the progress bar with a round cap',
          ),
        ],
      ],
    },
    {
      label: 'Intervals',
      tab: 'customize',
      expanded: true,
      rows: [
        [
          text(
            'intervals',
            'Interval bounds',
            'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number should match the value provided for MAX.',
          ),
        ],
        [
          text(
            'interval_color_indices',
            'Interval colors',
            'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the chosen color scheme and are 1-indexed. Length must be matching that of interval bounds.',
          ),
        ],
      ],
    },
  ],
};
