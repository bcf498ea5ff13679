import {
  adhocFilters,
  colorScheme,
  groupby,
  numberFormat,
  querySection,
  rowLimit,
  showLegend,
  showValue,
} from '../shared/sharedControls';
import type { ControlPanelConfig, ControlSpec } from '../types';

const text = (name: string, label: string): ControlSpec => ({
  name,
  type: 'TextControl',
  label,
  default: '',
  renderTrigger: true,
});

export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [
        {
          name: 'column',
          type: 'ColumnControl',
          label: 'Column',
          validators: ['required'],
          description: 'Numeric column used to calculate the histogram.',
        },
      ],
      [groupby],
      [adhocFilters],
      [rowLimit],
      [
        {
          name: 'bins',
          type: 'SelectControl',
          label: 'Bins',
          default: 5,
          freeForm: true,
          choices: [5, 10, 25, 50, 100].map((n): [number, string] => [n, String(n)]),
          validators: ['integer'],
          description: 'The number of bins for the histogram',
        },
      ],
      [
        {
          name: 'normalize',
          type: 'CheckboxControl',
          label: 'Normalize',
          default: false,
          description:
            "The normalize option transforms the histogram values into proportions or probabilities by dividing each bin's count by the total count of data points.",
        },
        {
          name: 'cumulative',
          type: 'CheckboxControl',
          label: 'Cumulative',
          default: false,
          description:
            'The cumulative option allows you to see how your data accumulates over different values.',
        },
      ],
    ]),
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [colorScheme],
        [showValue, showLegend],
        [text('x_axis_title', 'X Axis Title'), text('y_axis_title', 'Y Axis Title')],
        [
          numberFormat('x_axis_format', 'X Axis Format'),
          numberFormat('y_axis_format', 'Y Axis Format'),
        ],
      ],
    },
  ],
};
