// The save modal's decisions as pure functions (spec §3 "Save modal", §4 "Saving a chart",
// §7 chart calls, §8 messages): which call, which body, which toasts.
import type { ChartCreateBody } from '@common/api/charts';
import type { FormData } from '@app/charts/types';

/** Spec §4: save new (1) and overwrite (2); named as Superset's `action` parameter. */
export type SaveAction = 'saveas' | 'overwrite';

/** The dashboard the chart goes to: none, an existing one, or one created on save. */
export type DashboardTarget =
  | { kind: 'none' }
  | { kind: 'existing'; id: number; title: string }
  | { kind: 'new'; title: string };

/** What the user chose in the save modal. */
export interface SaveChoice {
  action: SaveAction;
  sliceName: string;
  dashboard: DashboardTarget;
}

/** The chart call a save makes. */
export interface ChartSaveCall {
  method: 'POST' | 'PUT';
  /** Set for PUT. */
  chartId: number | null;
  body: Partial<ChartCreateBody>;
}

/** The Explore facts a save needs. */
export interface SaveContext {
  formData: FormData;
  /** The query context the chart type builds from the form data (kept for API consumers). */
  queryContext: unknown;
  datasourceId: number;
  /** The open saved chart, if any. */
  slice: { slice_id: number; dashboards: readonly number[] } | null;
}

/**
 * The chart call of a save; `dashboardId` is the chosen (or just created) dashboard. An
 * overwrite keeps the dashboards the chart is already on.
 */
export function chartSaveCall(
  choice: SaveChoice,
  context: SaveContext,
  dashboardId: number | null,
): ChartSaveCall {
  const overwrite = choice.action === 'overwrite' && context.slice !== null;
  const kept = overwrite && context.slice ? [...context.slice.dashboards] : [];
  const dashboards =
    dashboardId !== null && !kept.includes(dashboardId) ? [...kept, dashboardId] : kept;
  const params: FormData = { ...context.formData };
  delete params.slice_id;
  const body: Partial<ChartCreateBody> = {
    slice_name: choice.sliceName.trim(),
    viz_type: context.formData.viz_type,
    datasource_id: context.datasourceId,
    datasource_type: 'table',
    params: JSON.stringify(params),
    query_context: JSON.stringify(context.queryContext),
    dashboards,
  };
  return overwrite && context.slice
    ? { method: 'PUT', chartId: context.slice.slice_id, body }
    : { method: 'POST', chartId: null, body };
}

const fill = (template: string, ...values: string[]) =>
  values.reduce((text, value) => text.replace('%s', value), template);

/** Spec §8 success toasts of a save, in the order Superset shows them. */
export function saveToasts(choice: SaveChoice): string[] {
  const name = choice.sliceName.trim();
  const toasts = [
    choice.action === 'overwrite'
      ? fill('Chart [%s] has been overwritten', name)
      : fill('Chart [%s] has been saved', name),
  ];
  if (choice.dashboard.kind === 'new') {
    toasts.push(
      fill(
        'Dashboard [%s] just got created and chart [%s] was added to it',
        choice.dashboard.title,
        name,
      ),
    );
  } else if (choice.dashboard.kind === 'existing') {
    toasts.push(fill('Chart [%s] was added to dashboard [%s]', name, choice.dashboard.title));
  }
  return toasts;
}

/** Spec §8 failure text of a save. */
export function saveFailureText(detail: string | undefined): string {
  return detail
    ? fill('Sorry, there was an error saving this %s: %s', 'chart', detail)
    : 'Failed to save slice';
}

/** Overwrite is offered only for an existing chart the user may overwrite. */
export function canChooseOverwrite(slice: unknown, canOverwrite: boolean): boolean {
  return slice !== null && slice !== undefined && canOverwrite;
}

/** The save modal's default action: overwrite when allowed, else save as new. */
export function defaultSaveAction(slice: unknown, canOverwrite: boolean): SaveAction {
  return canChooseOverwrite(slice, canOverwrite) ? 'overwrite' : 'saveas';
}
