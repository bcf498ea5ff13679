import type { ControlPanelConfig, ControlSpec } from '../types';
import { LABEL_TYPE_CHOICES } from '../shared/categorical/labels';
import {
  adhocFilters,
  colorScheme,
  groupby,
  linearColorScheme,
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

/** Superset's sunburst control panel (names and defaults). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [
        {
          ...groupby,
          name: 'columns',
          label: 'Hierarchy',
          validators: ['nonEmpty'],
          description: 'This defines the level of the hierarchy',
        },
      ],
      [
        {
          ...metric,
          label: 'Primary Metric',
          description: 'The primary metric is used to define the arc segment sizes',
        },
      ],
      [
        {
          name: 'secondary_metric',
          type: 'MetricControl',
          label: 'Secondary Metric',
          description:
            '[optional] this secondary metric is used to define the color as a ratio against the primary metric. When omitted, the color is categorical and based on labels',
        },
      ],
      [adhocFilters],
      [{ ...rowLimit, default: 10000 }],
      [
        check(
          'sort_by_metric',
          'Sort by metric',
          true,
          'Whether to sort results by the selected metric in descending order.',
        ),
      ],
    ]),
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [{ ...colorScheme, visibility: (formData) => !formData.secondary_metric }],
        [{ ...linearColorScheme, visibility: (formData) => Boolean(formData.secondary_metric) }],
        [check('show_labels', 'Show Labels', false, 'Whether to display the labels.')],
        [
          {
            name: 'show_labels_threshold',
            type: 'NumberControl',
            label: 'Percentage threshold',
            default: 5,
            min: 0,
            max: 100,
            renderTrigger: true,
            description: 'Minimum threshold in percentage points for showing labels.',
          },
        ],
        [check('show_total', 'Show Total', true, 'Whether to display the aggregate count')],
        [
          {
            name: 'label_type',
            type: 'SelectControl',
            label: 'Label Type',
            default: 'key',
            choices: LABEL_TYPE_CHOICES,
            renderTrigger: true,
            description: 'What should be shown on the label?',
          },
        ],
        [numberFormat('number_format')],
      ],
    },
  ],
};
