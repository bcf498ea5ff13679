/**
 * Data the filter controls read from the server: a select filter's options and a range
 * filter's bounds (both through the chart data API, cached per query, so equal dataset,
 * column and parents' values share one answer) and a dataset's columns and time grains.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { fetchChartData, type ChartDataRequest } from '@app/api/chartData';
import { getDataset } from '@app/api/datasets';
import type { DatasetColumn } from '@common/api/datasets';
import { useDashboardSelector } from '../state/dashboardStore';
import { optionsCacheKey } from './optionsQuery';

type Row = Record<string, unknown>;

/** One cached answer. */
export interface CachedAnswer<T> {
  status: 'loading' | 'ready' | 'failed';
  data: T | null;
  error: string | null;
}

const entries = new Map<string, CachedAnswer<unknown>>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Forgets cached answers (tests). */
export function clearFilterDataCache(): void {
  entries.clear();
}

/** Starts loading `key` unless it is cached or loading (a failed one is asked again). */
function ensure<T>(key: string, load: () => Promise<T>): void {
  const known = entries.get(key);
  if (known && known.status !== 'failed') return;
  entries.set(key, { status: 'loading', data: null, error: null });
  notify();
  load()
    .then(
      (data) => entries.set(key, { status: 'ready', data, error: null }),
      (error: unknown) => entries.set(key, { status: 'failed', data: null, error: message(error) }),
    )
    .finally(notify);
}

function useCached<T>(
  key: string | null,
  load: (() => Promise<T>) | null,
): CachedAnswer<T> | undefined {
  // The latest loader, read when the key changes (a new loader alone asks nothing).
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  useEffect(() => {
    if (key && loader.current) ensure(key, loader.current);
  }, [key]);
  return useSyncExternalStore(subscribe, () => (key ? entries.get(key) : undefined)) as
    CachedAnswer<T> | undefined;
}

/** The rows of a chart data query (memoise `request`: a new object asks again). */
export function useQueryRows(request: ChartDataRequest | null): CachedAnswer<Row[]> | undefined {
  const key = request ? `rows:${optionsCacheKey(request)}` : null;
  const load = request
    ? () => fetchChartData(request).then((answers) => (answers[0]?.data ?? []) as Row[])
    : null;
  return useCached(key, load);
}

/** What the controls read of a dataset. */
export interface FilterDataset {
  columns: DatasetColumn[];
  time_grain_sqla: [string | null, string][];
}

/**
 * A dataset's payload (columns, time grains): the page's copy when a chart uses it, else
 * fetched once.
 */
export function useFilterDataset(
  datasetId: number | undefined,
): CachedAnswer<FilterDataset> | undefined {
  const onPage = useDashboardSelector((state) =>
    datasetId === undefined ? undefined : state.charts.datasets[datasetId],
  );
  const key = datasetId === undefined || onPage ? null : `dataset:${datasetId}`;
  const answer = useCached<FilterDataset>(
    key,
    datasetId === undefined ? null : () => getDataset(datasetId),
  );
  if (onPage) return { status: 'ready', data: onPage, error: null };
  return answer;
}
