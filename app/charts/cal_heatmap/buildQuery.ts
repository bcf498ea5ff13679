import { buildQueryContext, buildQueryObject, formMetrics } from '../shared/buildQueryObject';
import { textOf } from '../shared/flow/formValues';
import type { ChartQueryContext, FormData } from '../types';

/** Query grain of each subdomain: the calendar's cells are days, so finer units sum per day. */
export const SUBDOMAIN_GRAINS: Record<string, string> = {
  min: 'P1D',
  hour: 'P1D',
  day: 'P1D',
  week: 'P1W',
  month: 'P1M',
};

/** The time column the calendar is drawn on: granularity_sqla, or a temporal x_axis. */
export function timeColumnOf(formData: FormData): string {
  const column = textOf(formData, 'granularity_sqla') || textOf(formData, 'x_axis');
  if (!column) throw new Error('Time column is required');
  return column;
}

/** One query: the metrics per time bucket of the subdomain's grain, oldest first. */
export function buildQuery(formData: FormData): ChartQueryContext {
  const column = timeColumnOf(formData);
  const chosen = formMetrics(formData.metrics);
  if (chosen.length === 0) throw new Error('Metrics is required');
  const grain = SUBDOMAIN_GRAINS[textOf(formData, 'subdomain_granularity', 'day')] ?? 'P1D';
  const base = buildQueryObject(formData);
  return buildQueryContext(formData, [
    {
      ...base,
      granularity: column,
      extras: { ...base.extras, time_grain_sqla: grain },
      columns: [
        {
          sqlExpression: column,
          label: column,
          columnType: 'BASE_AXIS',
          timeGrain: grain,
          expressionType: 'SQL',
        },
      ],
      metrics: chosen,
      orderby: [[column, true]],
    },
  ]);
}
