import type { ControlPanelConfig, ControlSpec } from '../types';
import { LABEL_TYPE_CHOICES } from '../shared/categorical/labels';
import { legendType } from '../shared/categorical/legend';
import {
  adhocFilters,
  colorScheme,
  dateFormat,
  groupby,
  legendOrientation,
  metrics,
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

const POSITIONS = [
  'top',
  'left',
  'right',
  'bottom',
  'inside',
  'insideLeft',
  'insideRight',
  'insideTop',
  'insideBottom',
];

/** Superset's radar control panel (names and defaults). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([[groupby], [metrics], [adhocFilters], [{ ...rowLimit, default: 10 }]]),
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [colorScheme],
        [showLegend],
        [legendType, legendOrientation],
        [check('show_labels', 'Show Labels', false, 'Whether to display the labels.')],
        [
          {
            name: 'label_type',
            type: 'SelectControl',
            label: 'Label Type',
            default: 'value',
            choices: LABEL_TYPE_CHOICES.filter(([value]) => !value.includes('percent')),
            renderTrigger: true,
            visibility: (formData) => formData.show_labels === true,
          },
        ],
        [
          {
            name: 'label_position',
            type: 'SelectControl',
            label: 'Label position',
            default: 'top',
            choices: POSITIONS.map((position) => [position, position]),
            renderTrigger: true,
            visibility: (formData) => formData.show_labels === true,
          },
        ],
        [numberFormat('number_format'), dateFormat('date_format', 'Date format')],
        [
          check(
            'is_circle',
            'Circle radar shape',
            false,
            "Radar render type, whether to display 'circle' shape.",
          ),
        ],
        [
          {
            name: 'column_config',
            type: 'ColumnConfigControl',
            label: 'Customize Metrics',
            default: {},
            renderTrigger: true,
            description:
              'Further customize how to display each metric (radarMetricMaxValue: the axis maximum).',
          },
        ],
      ],
    },
  ],
};
