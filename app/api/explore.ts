import type { ChartDataResponseEntry, QueryObjectFilter } from '@common/api/chartData';
import type { DatasourcePayload } from '@common/api/datasets';
import type { ExploreResult } from '@common/api/explore';
import { encodeRison } from '@common/api/rison';
import { apiFetch } from './client';

/** What GET /api/v1/explore/ is asked to open. */
export interface ExploreOpenParams {
  slice_id?: number;
  form_data_key?: string;
  permalink_key?: string;
  datasource_id?: number;
  datasource_type?: 'table';
}

/** GET /api/v1/explore/: the dataset, the stored form data and the saved chart (if any). */
export async function getExplore(
  params: ExploreOpenParams,
  signal?: AbortSignal,
): Promise<ExploreResult<DatasourcePayload>> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const answer = await apiFetch<{ result: ExploreResult<DatasourcePayload> }>(
    'GET',
    `/api/v1/explore/?${search.toString()}`,
    undefined,
    { signal },
  );
  return answer.result;
}

/** Body of the unsaved-state calls. */
export interface FormDataState {
  datasourceId: number;
  chartId: number | null;
  formData: Record<string, unknown>;
}

/**
 * Keeps the current form data server-side (POST, or PUT under the known key) and answers its
 * key, which the page puts in the address as `?form_data_key=`.
 */
export async function storeFormData(state: FormDataState, key?: string): Promise<string> {
  const body = {
    datasource_id: state.datasourceId,
    datasource_type: 'table',
    chart_id: state.chartId,
    form_data: JSON.stringify(state.formData),
  };
  const answer = await apiFetch<{ key: string }>(
    key ? 'PUT' : 'POST',
    key ? `/api/v1/explore/form_data/${encodeURIComponent(key)}` : '/api/v1/explore/form_data',
    body,
  );
  return answer.key;
}

/** POST /api/v1/explore/permalink: an absolute URL that reopens this explore state. */
export async function createExplorePermalink(
  formData: Record<string, unknown>,
  urlParams: [string, string][],
): Promise<string> {
  const answer = await apiFetch<{ key: string; url: string }>('POST', '/api/v1/explore/permalink', {
    formData,
    urlParams,
  });
  return new URL(answer.url, window.location.href).href;
}

/** One page of POST /datasource/samples. */
export interface SamplesPage extends ChartDataResponseEntry {
  page: number;
  per_page: number;
  total_count: number;
}

/** POST /datasource/samples: a page of the dataset's raw rows, optionally filtered. */
export async function fetchSamples(
  datasourceId: number,
  options: {
    filters?: QueryObjectFilter[];
    page?: number;
    perPage?: number;
    force?: boolean;
    signal?: AbortSignal;
  } = {},
): Promise<SamplesPage> {
  const search = new URLSearchParams({
    datasource_type: 'table',
    datasource_id: String(datasourceId),
    force: String(options.force ?? false),
  });
  if (options.page) search.set('page', String(options.page));
  if (options.perPage) search.set('per_page', String(options.perPage));
  const answer = await apiFetch<{ result: SamplesPage }>(
    'POST',
    `/datasource/samples?${search.toString()}`,
    { filters: options.filters ?? [] },
    { signal: options.signal },
  );
  return answer.result;
}

/** A dashboard the save modal offers. */
export interface DashboardChoice {
  id: number;
  dashboard_title: string;
}

/** GET /api/v1/dashboard/: dashboards the user owns (and so may add charts to), by title. */
export async function listEditableDashboards(
  userId: number,
  search: string,
): Promise<DashboardChoice[]> {
  const filters: { col: string; opr: string; value: string | number }[] = [
    { col: 'owners', opr: 'rel_m_m', value: userId },
  ];
  if (search) filters.push({ col: 'dashboard_title', opr: 'ct', value: search });
  const q = encodeRison({
    filters,
    order_column: 'dashboard_title',
    order_direction: 'asc',
    page: 0,
    page_size: 100,
  });
  const answer = await apiFetch<{ result: DashboardChoice[] }>(
    'GET',
    `/api/v1/dashboard/?q=${encodeURIComponent(q)}`,
  );
  return answer.result.map(({ id, dashboard_title }) => ({ id, dashboard_title }));
}

/** POST /api/v1/dashboard/ {dashboard_title}: the new dashboard's id. */
export async function createDashboard(title: string): Promise<number> {
  const answer = await apiFetch<{ id: number }>('POST', '/api/v1/dashboard/', {
    dashboard_title: title,
  });
  return answer.id;
}
