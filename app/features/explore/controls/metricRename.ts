import { metricLabel, type QueryMetric } from '@common/api/chartData';
import type { FormData } from '@app/charts/types';

const list = (value: unknown): QueryMetric[] =>
  (Array.isArray(value)
    ? value
    : value === undefined || value === null || value === ''
      ? []
      : [value]) as QueryMetric[];

const optionName = (metric: QueryMetric | undefined) =>
  typeof metric === 'object' ? metric.optionName : undefined;

/** Old label → new label of adhoc metrics renamed by an edit (matched by optionName, else by position). */
export function renamedMetrics(before: unknown, after: unknown): Map<string, string> {
  const old = list(before);
  const next = list(after);
  const renames = new Map<string, string>();
  next.forEach((metric, index) => {
    const id = optionName(metric);
    const atIndex = old.length === next.length ? old[index] : undefined;
    // A saved metric swapped for another is a different metric, not a rename.
    const previous = id
      ? old.find((entry) => optionName(entry) === id)
      : typeof atIndex === 'object' && typeof metric === 'object'
        ? atIndex
        : undefined;
    if (previous === undefined) return;
    const from = metricLabel(previous);
    const to = metricLabel(metric);
    if (from !== to) renames.set(from, to);
  });
  return renames;
}

/**
 * Form data after a metrics control change, with `column_config` entries of renamed metrics
 * moved to their new labels (spec §4 "Metric renames carry over column configuration").
 */
export function withMetricChange(formData: FormData, name: string, value: unknown): FormData {
  const next: FormData = { ...formData, [name]: value };
  const config = formData.column_config;
  if (!config || typeof config !== 'object') return next;
  const renames = renamedMetrics(formData[name], value);
  if (renames.size === 0) return next;
  const moved: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(config as Record<string, unknown>)) {
    moved[renames.get(key) ?? key] = entry;
  }
  next.column_config = moved;
  return next;
}
