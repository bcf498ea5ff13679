import type { ControlPanelConfig, ControlSpec } from '../types';
import { LABEL_TYPE_CHOICES } from '../shared/categorical/labels';
import { legendType } from '../shared/categorical/legend';
import {
  adhocFilters,
  colorScheme,
  dateFormat,
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

const isDonut = (formData: Record<string, unknown>) => Boolean(formData.donut);
const showsLabels = (formData: Record<string, unknown>) => formData.show_labels !== false;

/** Superset's pie control panel (names and defaults). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [groupby],
      [metric],
      [adhocFilters],
      [{ ...rowLimit, default: 100 }],
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
        [colorScheme],
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
        [showLegend],
        [legendType, legendOrientation],
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
        [numberFormat('number_format'), dateFormat('date_format', 'Date format')],
        [check('show_labels', 'Show Labels', true)],
        [
          { ...check('labels_outside', 'Put labels outside', true), visibility: showsLabels },
          {
            ...check(
              'label_line',
              'Label Line',
              false,
              'Draw line from Pie to label when labels outside?',
            ),
            visibility: showsLabels,
          },
        ],
        [check('show_total', 'Show Total', false, 'Whether to display the aggregate count')],
        [
          {
            name: 'outerRadius',
            type: 'SliderControl',
            label: 'Outer Radius',
            default: 70,
            min: 10,
            max: 100,
            step: 1,
            renderTrigger: true,
            description: 'Outer edge of Pie chart',
          },
        ],
        [check('donut', 'Donut', false, 'Do you want a donut or a pie?')],
        [
          {
            name: 'innerRadius',
            type: 'SliderControl',
            label: 'Inner Radius',
            default: 30,
            min: 0,
            max: 100,
            step: 1,
            renderTrigger: true,
            description: 'Inner radius of donut hole',
            visibility: isDonut,
          },
        ],
      ],
    },
  ],
};
