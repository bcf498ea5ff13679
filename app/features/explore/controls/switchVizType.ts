import type { ControlPanelConfig, FormData } from '@app/charts/types';
import { panelControls } from './panelControls';

/** Keys every chart type keeps whether or not its panel lists them. */
const SHARED_KEYS = new Set([
  'datasource',
  'slice_id',
  'url_params',
  'extra_form_data',
  'adhoc_filters',
  'time_range',
  'granularity_sqla',
  'time_grain_sqla',
  'dashboards',
  'label_colors',
  'shared_label_colors',
]);

const list = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value
    : value === undefined || value === null || value === ''
      ? []
      : [value];

/** The first non-empty list among form data keys. */
function firstList(formData: FormData, keys: string[]): unknown[] {
  for (const key of keys) {
    const values = list(formData[key]);
    if (values.length > 0) return values;
  }
  return [];
}

/**
 * Form data for another chart type (spec §4 "Changing chart type transforms form data"):
 * metrics (metrics ↔ metric), dimensions (groupby ↔ columns ↔ all_columns, x_axis ↔
 * granularity_sqla), filters and time carry over; keys the new panel lacks are dropped except
 * shared ones; missing values get the new panel's defaults; its formDataOverrides apply last.
 */
export function switchVizType(
  formData: FormData,
  newVizType: string,
  newPanel: ControlPanelConfig,
): FormData {
  const controls = panelControls(newPanel);
  const names = new Set(controls.map((control) => control.name));
  const next: FormData = { viz_type: newVizType, datasource: formData.datasource };
  for (const [key, value] of Object.entries(formData)) {
    if (key !== 'viz_type' && (names.has(key) || SHARED_KEYS.has(key))) next[key] = value;
  }

  const metrics = firstList(formData, ['metrics', 'metric', 'percent_metrics']);
  if (metrics.length > 0) {
    if (names.has('metrics') && list(next.metrics).length === 0) next.metrics = metrics;
    if (names.has('metric') && list(next.metric).length === 0) next.metric = metrics[0];
  }

  let dimensions = firstList(formData, ['groupby', 'columns', 'all_columns']);
  // A chart by its x-axis alone (bar by airport) keeps that dimension on a chart without one.
  if (dimensions.length === 0 && !names.has('x_axis')) dimensions = list(formData.x_axis);
  for (const key of ['groupby', 'columns', 'all_columns']) {
    if (dimensions.length > 0 && names.has(key) && list(next[key]).length === 0) {
      next[key] = dimensions;
    }
  }

  const timeColumn = formData.x_axis ?? formData.granularity_sqla;
  if (names.has('x_axis') && !next.x_axis && timeColumn) next.x_axis = timeColumn;
  if (
    !next.granularity_sqla &&
    typeof formData.x_axis === 'string' &&
    names.has('granularity_sqla')
  ) {
    next.granularity_sqla = formData.x_axis;
  }

  for (const control of controls) {
    if (next[control.name] === undefined && control.default !== undefined) {
      next[control.name] = JSON.parse(JSON.stringify(control.default)) as unknown;
    }
  }
  return newPanel.formDataOverrides ? newPanel.formDataOverrides(next) : next;
}
