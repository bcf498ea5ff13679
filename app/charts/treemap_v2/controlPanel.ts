import type { ControlPanelConfig, ControlSpec } from '../types';
import { LABEL_TYPE_CHOICES } from '../shared/categorical/labels';
import {
  adhocFilters,
  colorScheme,
  dateFormat,
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

/** Superset's treemap control panel (names and defaults). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [
        {
          ...groupby,
          label: 'Dimensions',
          description: 'The hierarchy of the treemap, top level first.',
        },
      ],
      [metric],
      [{ ...rowLimit, default: 10000 }],
      [adhocFilters],
    ]),
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [colorScheme],
        [check('show_labels', 'Show Labels', true, 'Whether to display the labels.')],
        [
          check(
            'show_upper_labels',
            'Show Upper Labels',
            true,
            'Show labels when the node has children.',
          ),
        ],
        [
          {
            name: 'label_type',
            type: 'SelectControl',
            label: 'Label Type',
            default: 'key_value',
            choices: LABEL_TYPE_CHOICES.filter(([value]) => !value.includes('percent')),
            renderTrigger: true,
            description: 'What should be shown on the label?',
          },
        ],
        [numberFormat('number_format'), dateFormat('date_format', 'Date format')],
      ],
    },
  ],
};
