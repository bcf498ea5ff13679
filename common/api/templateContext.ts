import { z } from 'zod';

/** One filter as Superset's `get_filters()` hands it to a template: operator upper-cased. */
export const templateFilter = z.object({
  col: z.string(),
  op: z.string().nullable(),
  val: z.unknown(),
});
export type TemplateFilter = z.infer<typeof templateFilter>;

/**
 * What a render may read besides the template parameters: the page's URL parameters
 * (`url_param()`) and the filters a chart or dashboard applies (`filter_values()`,
 * `get_filters()`). Plain data: it crosses to the template thread.
 */
export const templateContext = z.object({
  urlParams: z.record(z.string(), z.string()).default({}),
  filters: z.array(templateFilter).default([]),
});
export type TemplateContext = z.infer<typeof templateContext>;

/** An adhoc filter as charts send it (Superset's AdhocFilter, SIMPLE or SQL). */
export interface AdhocFilterLike {
  expressionType?: string;
  clause?: string;
  subject?: unknown;
  operator?: unknown;
  comparator?: unknown;
}

/** A legacy `extra_filters` entry (dashboards' native filters before adhoc ones). */
export interface ExtraFilterLike {
  col?: unknown;
  op?: unknown;
  val?: unknown;
}

/**
 * The filters templates see, as Superset gathers them: `extra_filters` merged into the adhoc
 * filters, then only SIMPLE filters of the WHERE clause on a named column.
 */
export function templateFiltersFrom(
  adhocFilters: readonly AdhocFilterLike[] = [],
  extraFilters: readonly ExtraFilterLike[] = [],
): TemplateFilter[] {
  const merged: AdhocFilterLike[] = [
    ...adhocFilters,
    ...extraFilters.map((f) => ({
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: f.col,
      operator: f.op,
      comparator: f.val,
    })),
  ];
  return merged
    .filter(
      (f) => f.expressionType === 'SIMPLE' && f.clause === 'WHERE' && typeof f.subject === 'string',
    )
    .map((f) => ({
      col: f.subject as string,
      op: typeof f.operator === 'string' && f.operator !== '' ? f.operator.toUpperCase() : null,
      val: f.comparator,
    }));
}

/** URL parameters from a parsed query string: the first value of each, as Flask's `args.get`. */
export function urlParamsFrom(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!query || typeof query !== 'object') return out;
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[name] = first;
  }
  return out;
}

/** A render without URL parameters or filters (SQL Lab's estimate, dataset columns). */
export const EMPTY_TEMPLATE_CONTEXT: TemplateContext = Object.freeze({
  urlParams: {},
  filters: [],
}) as TemplateContext;
