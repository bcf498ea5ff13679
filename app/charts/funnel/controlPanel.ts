import type { ControlPanelConfig, ControlSpec } from '../types';
import { LABEL_TYPE_CHOICES } from '../shared/categorical/labels';
import { legendType } from '../shared/categorical/legend';
import {
  adhocFilters,
  colorScheme,
  groupby,
  legendOrientation,
  metric,
  numberFormat,
  querySection,
  rowLimit,
  showLegend,
} from '../shared/sharedControls';

const check = (name: string, label: string, value: boolean, description?: string): ControlSpec => ({
  name,
  type: 'CheckboxControl',
  label,
  default: value,
  renderTrigger: true,
  description,
});

const labelTypes: [string, string][] = [
  ...LABEL_TYPE_CHOICES,
  ['value_percent', 'Value and Percentage'],
];

/** Superset's funnel control panel (names and defaults). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [groupby],
      [metric],
      [adhocFilters],
      [{ ...rowLimit, default: 10 }],
      [
        check(
          'sort_by_metric',
          'Sort by metric',
          true,
          'Whether to sort results by the selected metric in descending order.',
        ),
      ],
      [
        {
          name: 'percent_calculation_type',
          type: 'SelectControl',
          label: 'Percent Calculation',
          default: 'first_step',
          choices: [
            ['first_step', 'Calculate from first step'],
            ['prev_step', 'Calculate from previous step'],
            ['total', 'Percent of total'],
          ],
          renderTrigger: true,
          description: 'Which of the steps a percentage is taken of.',
        },
      ],
    ]),
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [colorScheme],
        [showLegend],
        [legendType, legendOrientation],
        [
          {
            name: 'label_type',
            type: 'SelectControl',
            label: 'Label Contents',
            default: 'key',
            choices: labelTypes,
            renderTrigger: true,
            description: 'What should be shown as the label',
          },
        ],
        [
          {
            name: 'tooltip_label_type',
            type: 'SelectControl',
            label: 'Tooltip Contents',
            default: 'key_value_percent',
            choices: labelTypes,
            renderTrigger: true,
            description: 'What should be shown as the tooltip label',
          },
        ],
        [numberFormat('number_format')],
        [check('show_labels', 'Show Labels', true, 'Whether to display the labels.')],
        [
          check(
            'show_tooltip_labels',
            'Show Tooltip Labels',
            true,
            'Whether to display the tooltip labels.',
          ),
        ],
      ],
    },
  ],
};
