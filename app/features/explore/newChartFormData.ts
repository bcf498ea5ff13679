import type { DatasourcePayload } from '@common/api/datasets';
import type { ControlPanelConfig, FormData } from '@app/charts/types';
import { defaultFormData } from './controls/controlDefaults';
import { panelControls } from './controls/panelControls';

/** Spec §9: a new chart's row limit and time range. */
export const NEW_CHART_DEFAULTS: Readonly<Record<string, unknown>> = {
  row_limit: 1000,
  time_range: 'No filter',
};

/**
 * The form data Explore starts with: the stored form data over the panel's defaults (and, for a
 * new chart, spec §9's row limit and time range for the controls the panel has).
 */
export function startingFormData(
  panel: ControlPanelConfig,
  datasource: DatasourcePayload,
  stored: Record<string, unknown>,
  vizType: string,
  isNewChart: boolean,
): FormData {
  const defaults = defaultFormData(panel, datasource, vizType);
  if (isNewChart) {
    const names = new Set(panelControls(panel).map((control) => control.name));
    for (const [name, value] of Object.entries(NEW_CHART_DEFAULTS)) {
      if (names.has(name)) defaults[name] = value;
    }
  }
  return { ...defaults, ...stored, viz_type: vizType, datasource: `${datasource.id}__table` };
}
