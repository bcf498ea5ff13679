import type { AsyncJobMetadata } from '@common/api/asyncEvents';
import type {
  ChartDataResponse,
  ChartDataResponseEntry,
  ChartDataResultFormat,
  ChartDataResultType,
} from '@common/api/chartData';
import { fetchAsyncJobResult } from './asyncEvents';
import { ApiError, apiFetchBinary, type BinaryAnswer } from './client';

/** Spec §7: any status but 200 and 202 of a chart data call. */
export const UNEXPECTED_STATUS_MESSAGE =
  'Received unexpected response status while fetching chart data';

/** A chart's query context as sent (the chart types build it; exports change format and type). */
export interface ChartDataRequest {
  datasource: { id: number; type: 'table' };
  queries: unknown[];
  form_data?: Record<string, unknown>;
  force?: boolean;
  result_format?: ChartDataResultFormat;
  result_type?: ChartDataResultType;
}

export interface FetchChartDataOptions {
  signal?: AbortSignal;
  /** Bypass the cache (the force-refresh button, `?force=1`). */
  force?: boolean;
  /** Overrides the body's result type (Explore's "View query" asks 'query', Results 'results'). */
  resultType?: ChartDataResultType;
  /** The saved chart, sent as `?form_data={"slice_id":N}` like Superset's client. */
  sliceId?: number | null;
  timeoutMs?: number;
}

function chartDataPath(sliceId: number | null | undefined): string {
  if (!sliceId) return '/api/v1/chart/data';
  return `/api/v1/chart/data?form_data=${encodeURIComponent(JSON.stringify({ slice_id: sliceId }))}`;
}

function decodeJson<T>(answer: BinaryAnswer): T {
  return JSON.parse(new TextDecoder().decode(answer.body)) as T;
}

/**
 * POST /api/v1/chart/data: 200 answers the entries; 202 waits for the async job
 * (app/api/asyncEvents.ts) and reads its result; any other status is an error (spec §7).
 */
export async function fetchChartData(
  queryContext: ChartDataRequest,
  options: FetchChartDataOptions = {},
): Promise<ChartDataResponseEntry[]> {
  const body: ChartDataRequest = {
    ...queryContext,
    force: options.force ?? queryContext.force ?? false,
    result_format: 'json',
    result_type: options.resultType ?? queryContext.result_type ?? 'full',
  };
  const answer = await apiFetchBinary(
    'POST',
    chartDataPath(options.sliceId),
    body,
    'application/json',
    { signal: options.signal, timeoutMs: options.timeoutMs },
  );
  if (answer.status === 200) return decodeJson<ChartDataResponse>(answer).result;
  if (answer.status === 202) {
    const job = decodeJson<AsyncJobMetadata>(answer);
    const done = await fetchAsyncJobResult<ChartDataResponse>(job, { signal: options.signal });
    return done.result;
  }
  throw new ApiError({ error: UNEXPECTED_STATUS_MESSAGE, status: answer.status });
}

/**
 * POST /api/v1/chart/data as a CSV or XLSX file: the full result (Explore's Export to .CSV /
 * .XLSX), or the chart's current view with `resultType` post_processed (the dashboard chart menu).
 */
export async function exportChartData(
  queryContext: ChartDataRequest,
  format: 'csv' | 'xlsx',
  options: {
    sliceId?: number | null;
    signal?: AbortSignal;
    resultType?: 'full' | 'post_processed';
  } = {},
): Promise<Blob> {
  const body: ChartDataRequest = {
    ...queryContext,
    result_format: format,
    result_type: options.resultType ?? 'full',
  };
  const accept =
    format === 'csv'
      ? 'text/csv'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const answer = await apiFetchBinary('POST', chartDataPath(options.sliceId), body, accept, {
    signal: options.signal,
    timeoutMs: 300_000,
  });
  if (answer.status !== 200) {
    throw new ApiError({ error: UNEXPECTED_STATUS_MESSAGE, status: answer.status });
  }
  return new Blob([answer.body], { type: answer.contentType || accept });
}
