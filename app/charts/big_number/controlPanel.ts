import { HEADER_FONT_SIZES, SUBHEADER_FONT_SIZES } from '../shared/tableLike/BigNumberView';
import {
  adhocFilters,
  dateFormat,
  metric,
  numberFormat,
  timeGrain,
  xAxis,
} from '../shared/sharedControls';
import type { ControlPanelConfig, ControlSpec, FormData } from '../types';

const rolling = (formData: FormData) =>
  typeof formData.rolling_type === 'string' &&
  !['', 'None', 'cumsum'].includes(formData.rolling_type);

const checkbox = (
  name: string,
  label: string,
  value: boolean,
  description: string,
): ControlSpec => ({
  name,
  type: 'CheckboxControl',
  label,
  default: value,
  renderTrigger: true,
  description,
});

/** Big Number with Trendline controls (Superset's names). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      rows: [[{ ...xAxis, label: 'Temporal X-Axis' }], [timeGrain], [metric], [adhocFilters]],
    },
    {
      label: 'Options',
      tab: 'data',
      expanded: true,
      rows: [
        [
          {
            name: 'compare_lag',
            type: 'TextControl',
            label: 'Comparison period lag',
            validators: ['integer'],
            description: 'Based on granularity, number of time periods to compare against',
          },
          {
            name: 'compare_suffix',
            type: 'TextControl',
            label: 'Comparison suffix',
            renderTrigger: true,
            description: 'Suffix to apply after the percentage display',
          },
        ],
        [
          checkbox('show_timestamp', 'Show Timestamp', false, 'Whether to display the timestamp'),
          checkbox('show_trend_line', 'Show Trend Line', true, 'Whether to display the trend line'),
        ],
        [
          checkbox(
            'start_y_axis_at_zero',
            'Start y-axis at 0',
            true,
            'Start y-axis at zero. Uncheck to start y-axis at minimum value in the data.',
          ),
        ],
      ],
    },
    {
      label: 'Advanced Analytics',
      tab: 'data',
      expanded: false,
      description: 'Rolling window applied to the trendline and the big number',
      rows: [
        [
          {
            name: 'rolling_type',
            type: 'SelectControl',
            label: 'Rolling Function',
            default: 'None',
            choices: [
              ['None', 'None'],
              ['mean', 'mean'],
              ['sum', 'sum'],
              ['std', 'std'],
              ['cumsum', 'cumsum'],
            ],
          },
        ],
        [
          {
            name: 'rolling_periods',
            type: 'TextControl',
            label: 'Periods',
            validators: ['integer'],
            visibility: rolling,
          },
          {
            name: 'min_periods',
            type: 'TextControl',
            label: 'Min Periods',
            validators: ['integer'],
            visibility: rolling,
          },
        ],
      ],
    },
    {
      label: 'Display settings',
      tab: 'customize',
      expanded: true,
      rows: [
        [{ name: 'subheader', type: 'TextControl', label: 'Subheader', renderTrigger: true }],
        [
          {
            name: 'header_font_size',
            type: 'SelectControl',
            label: 'Big Number Font Size',
            default: 0.4,
            renderTrigger: true,
            choices: HEADER_FONT_SIZES,
          },
          {
            name: 'subheader_font_size',
            type: 'SelectControl',
            label: 'Subheader Font Size',
            default: 0.15,
            renderTrigger: true,
            choices: SUBHEADER_FONT_SIZES,
          },
        ],
        [numberFormat('y_axis_format', 'Number format')],
        [dateFormat('time_format', 'Date format')],
      ],
    },
  ],
};
