import {
  adhocFilters,
  colorScheme,
  metric,
  querySection,
  rowLimit,
} from '../shared/sharedControls';
import type { ControlPanelConfig, ControlSpec } from '../types';

const source: ControlSpec = {
  name: 'source',
  type: 'ColumnControl',
  label: 'Source',
  validators: ['required'],
  description: 'The column to be used as the source of the edge.',
};

const target: ControlSpec = {
  name: 'target',
  type: 'ColumnControl',
  label: 'Target',
  validators: ['required'],
  description: 'The column to be used as the target of the edge.',
};

const sortByMetric: ControlSpec = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: 'Sort by metric',
  default: false,
  description: 'Whether to sort results by the selected metric in descending order.',
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([[source], [target], [metric], [adhocFilters], [rowLimit], [sortByMetric]]),
    { label: 'Chart Options', tab: 'customize', expanded: true, rows: [[colorScheme]] },
  ],
};
