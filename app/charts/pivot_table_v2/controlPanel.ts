import {
  adhocFilters,
  dateFormat,
  groupby,
  metrics,
  numberFormat,
  orderDesc,
  rowLimit,
  seriesLimit,
  seriesLimitMetric,
} from '../shared/sharedControls';
import type { ControlPanelConfig, ControlSpec } from '../types';
import { AGGREGATE_FUNCTIONS } from './aggregators';

const ORDER_CHOICES: [string, string][] = [
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
];

const checkbox = (name: string, label: string, description: string): ControlSpec => ({
  name,
  type: 'CheckboxControl',
  label,
  default: false,
  renderTrigger: true,
  description,
});

/** Pivot table controls (Superset's names). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      rows: [
        [{ ...groupby, name: 'groupbyColumns', label: 'Columns' }],
        [{ ...groupby, name: 'groupbyRows', label: 'Rows' }],
        [metrics],
        [
          {
            name: 'metricsLayout',
            type: 'SelectControl',
            label: 'Apply metrics on',
            default: 'COLUMNS',
            renderTrigger: true,
            choices: [
              ['COLUMNS', 'Columns'],
              ['ROWS', 'Rows'],
            ],
          },
        ],
        [adhocFilters],
        [
          {
            ...seriesLimit,
            label: 'Cell limit',
            description: 'Limits the number of cells that get retrieved.',
          },
        ],
        [{ ...rowLimit }],
        [{ ...seriesLimitMetric, name: 'series_limit_metric' }, orderDesc],
      ],
    },
    {
      label: 'Options',
      tab: 'data',
      expanded: true,
      rows: [
        [
          {
            name: 'aggregateFunction',
            type: 'SelectControl',
            label: 'Aggregation function',
            default: 'Sum',
            renderTrigger: true,
            choices: AGGREGATE_FUNCTIONS.map((name) => [name, name]),
            description:
              'Aggregate function to apply when pivoting and computing the total rows and columns',
          },
        ],
        [
          checkbox('rowTotals', 'Show rows total', 'Display row level total'),
          checkbox('rowSubTotals', 'Show rows subtotal', 'Display row level subtotal'),
        ],
        [
          checkbox('colTotals', 'Show columns total', 'Display column level total'),
          checkbox('colSubTotals', 'Show columns subtotal', 'Display column level subtotal'),
        ],
        [
          checkbox('transposePivot', 'Transpose pivot', 'Swap rows and columns'),
          checkbox(
            'combineMetric',
            'Combine metrics',
            'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
          ),
        ],
      ],
    },
    {
      label: 'Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [numberFormat('valueFormat', 'Value format')],
        [dateFormat('date_format', 'Date format')],
        [
          {
            name: 'rowOrder',
            type: 'SelectControl',
            label: 'Rows sort by',
            default: 'key_a_to_z',
            renderTrigger: true,
            choices: ORDER_CHOICES,
          },
          {
            name: 'colOrder',
            type: 'SelectControl',
            label: 'Cols sort by',
            default: 'key_a_to_z',
            renderTrigger: true,
            choices: ORDER_CHOICES,
          },
        ],
      ],
    },
  ],
};
