import { type Dispatch, useCallback, useMemo } from 'react';
import type { RawQueryObject } from '@common/api/chartData';
import { loadExplorePlugin } from '@app/charts/pluginLoader';
import type { ExplorePlugin } from '@app/charts/types';
import { applyVisibility } from './controls/hiddenFields';
import { panelControls } from './controls/panelControls';
import { switchVizType } from './controls/switchVizType';
import { validateControls } from './controls/validateControls';
import type { ExploreAction, ExploreState } from './state/exploreState';

/** "Label: message" lines of failing controls, for the empty chart and the run button. */
export function missingControls(
  labels: Record<string, string>,
  errors: Record<string, string[]>,
): string[] {
  return Object.entries(errors).map(
    ([name, messages]) => `${labels[name] ?? name}: ${messages.join(', ')}`,
  );
}

/** Spec §5 'cannot be empty': a query with neither metrics nor columns has nothing to ask. */
export const EMPTY_QUERY_MESSAGE = 'Metrics or Dimensions: cannot be empty';

/** True when a chart's query context asks for nothing (no metric, no column in any query). */
export function isEmptyQuery(queries: readonly RawQueryObject[]): boolean {
  return queries.some(
    (query) => !query.metrics?.length && !query.columns?.length && !query.groupby?.length,
  );
}

/** The control panel's validation and change handling (visibility stash, render triggers). */
export function useExploreControls(
  state: ExploreState,
  dispatch: Dispatch<ExploreAction>,
  plugin: ExplorePlugin | null,
) {
  const panel = plugin?.controlPanel ?? null;
  const { formData, hiddenFormData } = state;
  const controls = useMemo(() => (panel ? panelControls(panel) : []), [panel]);
  const renderTriggers = useMemo(
    () => controls.filter((control) => control.renderTrigger).map((control) => control.name),
    [controls],
  );
  const errors = useMemo(() => (panel ? validateControls(panel, formData) : {}), [panel, formData]);
  const missing = useMemo(() => {
    const labels = Object.fromEntries(controls.map((control) => [control.name, control.label]));
    const lines = missingControls(labels, errors);
    if (lines.length > 0 || !plugin) return lines;
    try {
      return isEmptyQuery(plugin.buildQuery(formData).queries) ? [EMPTY_QUERY_MESSAGE] : [];
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  }, [controls, errors, plugin, formData]);

  const onChange = useCallback(
    (name: string, value: unknown) => {
      if (!panel) return;
      const next = applyVisibility(panel, { ...formData, [name]: value }, hiddenFormData);
      dispatch({
        type: 'formDataChanged',
        formData: next.formData,
        hiddenFormData: next.hidden,
        renderTriggers,
      });
    },
    [panel, formData, hiddenFormData, renderTriggers, dispatch],
  );

  const onChangeVizType = useCallback(
    async (vizType: string) => {
      const next = await loadExplorePlugin(vizType);
      dispatch({
        type: 'formDataChanged',
        formData: switchVizType(formData, vizType, next.controlPanel),
        hiddenFormData: {},
        renderTriggers: [],
      });
    },
    [formData, dispatch],
  );

  return {
    errors,
    missing,
    valid: plugin !== null && missing.length === 0,
    onChange,
    onChangeVizType,
  };
}
