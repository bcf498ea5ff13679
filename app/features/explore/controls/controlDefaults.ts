import type { ControlPanelConfig, ControlSpec, FormData } from '@app/charts/types';
import type { DatasourcePayload } from '@common/api/datasets';
import { NO_TIME_RANGE } from '@common/time/timeRange';
import { panelControls } from './panelControls';

/** Default chart type of a new chart (spec §9). */
const DEFAULT_VIZ_TYPE = 'table';

/** The dataset's main time column, else its first temporal column, else undefined. */
export function defaultTemporalColumn(datasource: DatasourcePayload | null): string | undefined {
  if (!datasource) return undefined;
  if (datasource.main_dttm_col) return datasource.main_dttm_col;
  return datasource.columns.find((column) => column.is_dttm)?.column_name;
}

const clone = <T>(value: T): T =>
  value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);

/**
 * A control's starting value: its declared default (a copy: defaults are shared objects), and
 * for x-axis and time-column controls without one, the dataset's main time column.
 */
export function controlDefault(
  control: ControlSpec,
  datasource: DatasourcePayload | null,
): unknown {
  if (control.default !== undefined) return clone(control.default);
  if (control.type === 'XAxisControl' || control.type === 'TemporalColumnControl') {
    return defaultTemporalColumn(datasource);
  }
  if (control.type === 'TimeRangeControl') return NO_TIME_RANGE;
  return undefined;
}

/**
 * The form data of a new chart on a dataset: every control's default (spec §3 "Form data
 * defaults"), x_axis / granularity_sqla on the main time column, time_range 'No filter'.
 */
export function defaultFormData(
  panel: ControlPanelConfig,
  datasource: DatasourcePayload,
  vizType: string = DEFAULT_VIZ_TYPE,
): FormData {
  const formData: FormData = { viz_type: vizType, datasource: `${datasource.id}__table` };
  for (const control of panelControls(panel)) {
    const value = controlDefault(control, datasource);
    if (value !== undefined) formData[control.name] = value;
  }
  formData.time_range ??= NO_TIME_RANGE;
  return panel.formDataOverrides ? panel.formDataOverrides(formData) : formData;
}
