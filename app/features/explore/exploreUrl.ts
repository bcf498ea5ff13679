// What the Explore address asks for (spec §2): `/explore/?…`, the legacy
// `/superset/explore/[table/<id>/]?…` and permalinks `/explore/p/<key>/`.
import type { ExploreOpenParams } from '@app/api/explore';

/** The page's request, read from its address. */
export interface ExploreRequest {
  open: ExploreOpenParams;
  /** `?form_data=` JSON: overrides the stored form data. */
  formDataOverride: Record<string, unknown> | null;
  /** `?viz_type=`: the chart type a new chart starts with. */
  vizType: string | null;
  force: boolean;
  /** Chart only, no chrome (embeds, reports). */
  standalone: boolean;
  dashboardId: number | null;
}

/** Parameters that say which state to open; replaced by `form_data_key`/`slice_id` after a run. */
const STATE_PARAMS = [
  'form_data',
  'form_data_key',
  'slice_id',
  'datasource_id',
  'datasource_type',
  'datasource',
  'permalink_key',
  'viz_type',
] as const;

const positiveInt = (value: unknown): number | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return undefined;
  const number = Number(text);
  return number > 0 && number <= 2_147_483_647 ? number : undefined;
};

const truthy = (value: string | null) =>
  value !== null && value !== '' && value !== '0' && value.toLowerCase() !== 'false';

function parseFormData(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** `"<id>__table"` → id. */
export function datasourceIdOf(datasource: unknown): number | undefined {
  if (typeof datasource !== 'string') return undefined;
  const [id] = datasource.split('__');
  return positiveInt(id);
}

/** Reads the Explore address; unknown or malformed values are ignored, not fatal. */
export function parseExploreUrl(opened: {
  pathname: string;
  search: string;
  permalinkKey?: string;
}): ExploreRequest {
  const params = new URLSearchParams(opened.search);
  const formDataOverride = parseFormData(params.get('form_data'));
  const open: ExploreOpenParams = {};
  const permalinkKey = opened.permalinkKey ?? params.get('permalink_key') ?? undefined;
  if (permalinkKey) open.permalink_key = permalinkKey;
  const formDataKey = params.get('form_data_key');
  if (formDataKey) open.form_data_key = formDataKey;
  const sliceId = positiveInt(params.get('slice_id')) ?? positiveInt(formDataOverride?.slice_id);
  if (sliceId) open.slice_id = sliceId;
  // Legacy `/superset/explore/table/12/` names the dataset in the path.
  const legacy = /^\/superset\/explore\/(?:table|dataset)\/(\d+)\/?$/.exec(opened.pathname);
  const datasourceId =
    positiveInt(params.get('datasource_id')) ??
    datasourceIdOf(params.get('datasource')) ??
    datasourceIdOf(formDataOverride?.datasource) ??
    positiveInt(legacy?.[1]);
  if (datasourceId) {
    open.datasource_id = datasourceId;
    open.datasource_type = 'table';
  }
  const vizType = params.get('viz_type') ?? null;
  return {
    open,
    formDataOverride,
    vizType: vizType && /^[a-z0-9_]{1,100}$/.test(vizType) ? vizType : null,
    force: truthy(params.get('force')),
    standalone: truthy(params.get('standalone')),
    dashboardId: positiveInt(params.get('dashboard_id')) ?? null,
  };
}

/** True when the address names something to open (else the page asks for a dataset). */
export function hasSomethingToOpen(request: ExploreRequest): boolean {
  const { open } = request;
  return Boolean(open.permalink_key || open.form_data_key || open.slice_id || open.datasource_id);
}

/**
 * The query string after a run or a save: the state is named by `form_data_key` (and
 * `slice_id` for a saved chart); other parameters (standalone, dashboard_id…) stay.
 */
export function exploreSearchAfterRun(
  search: string,
  state: { formDataKey: string | null; sliceId: number | null },
): string {
  const params = new URLSearchParams(search);
  for (const name of STATE_PARAMS) params.delete(name);
  params.delete('force');
  const next = new URLSearchParams();
  if (state.formDataKey) next.set('form_data_key', state.formDataKey);
  if (state.sliceId) next.set('slice_id', String(state.sliceId));
  for (const [name, value] of params) next.append(name, value);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** URL parameters a permalink keeps: everything but the state parameters. */
export function permalinkUrlParams(search: string): [string, string][] {
  const params = new URLSearchParams(search);
  return [...params].filter(
    ([name]) => !(STATE_PARAMS as readonly string[]).includes(name) && name !== 'force',
  );
}
