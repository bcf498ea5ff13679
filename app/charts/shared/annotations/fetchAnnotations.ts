import type { AnnotationRecordResponse } from '@common/api/annotationLayers';
import { parseAnnotationTime } from '@common/api/annotationLayers';
import type { ChartDataResponse, ChartDataResponseEntry } from '@common/api/chartData';
import type { RisonValue } from '@common/api/rison';
import { listAnnotations } from '../../../api/annotationLayers';
import { fetchAsyncJobResult } from '../../../api/asyncEvents';
import { apiFetchBinary, ApiError, isAbortError } from '../../../api/client';
import type {
  AnnotationLayerConfig,
  AnnotationLayerData,
  AnnotationRecord,
  AnnotationState,
  FormData,
} from '../../types';
import { annotationSeries } from './annotationSeries';

/** Spec §7: a layer whose data did not come in time. */
export const ANNOTATION_TIMEOUT_MESSAGE = 'Query timeout for annotations';
/** How many annotations of one layer a chart draws at most. */
export const ANNOTATION_PAGE_SIZE = 10_000;
const DEFAULT_TIMEOUT_MS = 60_000;

/** The calls fetchAnnotations makes; tests pass fakes. */
export interface AnnotationSources {
  /** A native layer's annotations, in a time window when one is known. */
  annotations(
    layerId: number,
    window: { from?: number; to?: number },
    signal: AbortSignal,
  ): Promise<AnnotationRecordResponse[]>;
  /** A saved chart's data (its saved query context). */
  chartData(chartId: number, signal: AbortSignal): Promise<ChartDataResponseEntry[]>;
}

/** The real calls: GET /api/v1/annotation_layer/{id}/annotation/ and GET /api/v1/chart/{id}/data/. */
export const httpAnnotationSources: AnnotationSources = {
  async annotations(layerId, { from, to }, signal) {
    const filters: RisonValue[] = [];
    // Those that end after the window starts and start before it ends: overlapping ones.
    if (from !== undefined) filters.push({ col: 'end_dttm', opr: 'gt', value: from });
    if (to !== undefined) filters.push({ col: 'start_dttm', opr: 'lt', value: to });
    const q = { filters, page_size: ANNOTATION_PAGE_SIZE, order_column: 'start_dttm' };
    return (await listAnnotations(layerId, q, { signal })).result;
  },
  async chartData(chartId, signal) {
    const path = `/api/v1/chart/${chartId}/data/`;
    const answer = await apiFetchBinary('GET', path, undefined, 'application/json', { signal });
    const parsed: unknown = JSON.parse(new TextDecoder().decode(answer.body));
    if (answer.status === 202)
      return (
        await fetchAsyncJobResult<ChartDataResponse>(parsed as { job_id: string }, { signal })
      ).result;
    return (parsed as ChartDataResponse).result;
  },
};

/** An explicit `start : end` time range of ISO dates as epoch ms bounds; others stay open. */
export function explicitTimeWindow(timeRange: unknown): { from?: number; to?: number } {
  if (typeof timeRange !== 'string' || !timeRange.includes(' : ')) return {};
  const [start, end] = timeRange.split(' : ').map((part) => part.trim());
  return { from: parseAnnotationTime(start ?? ''), to: parseAnnotationTime(end ?? '') };
}

function toRecord(row: AnnotationRecordResponse): AnnotationRecord {
  return {
    start_dttm: parseAnnotationTime(row.start_dttm) ?? 0,
    end_dttm: parseAnnotationTime(row.end_dttm) ?? 0,
    short_descr: row.short_descr,
    long_descr: row.long_descr ?? '',
    json_metadata: row.json_metadata ?? '',
  };
}

async function layerData(
  layer: AnnotationLayerConfig,
  formData: FormData,
  sources: AnnotationSources,
  signal: AbortSignal,
): Promise<AnnotationLayerData | undefined> {
  const id = Number(layer.value);
  if (layer.annotationType === 'FORMULA') return undefined;
  if (!Number.isInteger(id) || id < 1)
    throw new Error(`Annotation layer ${layer.name} has no source`);
  if (layer.sourceType === 'NATIVE' || layer.annotationType !== 'TIME_SERIES') {
    const rows = await sources.annotations(id, explicitTimeWindow(formData.time_range), signal);
    return { kind: 'records', records: rows.map(toRecord) };
  }
  const entries = await sources.chartData(id, signal);
  return { kind: 'series', series: entries.flatMap(annotationSeries) };
}

/** Rejection of a layer's time limit. */
class TimeoutSignal extends Error {}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error && error.message ? error.message : 'Unexpected error';
}

/**
 * The data of the shown annotation layers of a chart, each fetched with its own time limit:
 * a layer that fails or times out gets an error by name and the others still draw. Formulas
 * need no data. Rejects only when `signal` aborts.
 */
export async function fetchAnnotations(
  layers: AnnotationLayerConfig[],
  formData: FormData,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
  sources: AnnotationSources = httpAnnotationSources,
): Promise<AnnotationState> {
  const state: AnnotationState = { data: {}, errors: {} };
  const { signal } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  await Promise.all(
    layers
      .filter((layer) => layer.show && layer.annotationType !== 'FORMULA')
      .map(async (layer) => {
        const controller = new AbortController();
        let timer: ReturnType<typeof setTimeout> | undefined;
        // A race, so the limit holds even for a source that does not stop when aborted.
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            controller.abort();
            reject(new TimeoutSignal());
          }, timeoutMs);
        });
        const onAbort = () => controller.abort();
        signal?.addEventListener('abort', onAbort, { once: true });
        try {
          const data = await Promise.race([
            layerData(layer, formData, sources, controller.signal),
            timeout,
          ]);
          if (data) state.data[layer.name] = data;
        } catch (error) {
          if (error instanceof TimeoutSignal) state.errors[layer.name] = ANNOTATION_TIMEOUT_MESSAGE;
          else if (!(signal?.aborted && isAbortError(error)))
            state.errors[layer.name] = messageOf(error);
        } finally {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        }
      }),
  );
  if (signal?.aborted) throw new DOMException('The request was aborted.', 'AbortError');
  return state;
}
