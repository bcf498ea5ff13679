import { type ChartDataRequest, chartDataRequest } from '@common/api/chartDataRequest';
import type { AppContext } from '../context';
import { BadRequestError, FieldValidationError } from '../errors';
import type { Principal } from '../plugins/auth';
import { findReadableChart } from './findReadableChart';

/** Superset's answer for a chart saved before query contexts were kept. */
export const NO_QUERY_CONTEXT_MESSAGE =
  'Chart has no query context saved. Please save the chart again.';

/** What GET /api/v1/chart/{id}/data/ may change of the saved query context. */
export interface SavedChartDataOptions {
  resultType?: ChartDataRequest['result_type'];
  resultFormat?: ChartDataRequest['result_format'];
  force: boolean;
}

/**
 * The saved query context of a readable chart, ready for the chart data service: it reads the
 * chart's own dataset (whatever the saved text names) and carries the chart's id in form_data.
 */
export async function savedChartQueryContext(
  ctx: AppContext,
  principal: Principal,
  id: number,
  options: SavedChartDataOptions,
): Promise<ChartDataRequest> {
  const { row } = await findReadableChart(ctx, principal, id);
  if (!row.query_context || row.datasource_id === null)
    throw new BadRequestError(NO_QUERY_CONTEXT_MESSAGE);
  let saved: unknown;
  try {
    saved = JSON.parse(row.query_context);
  } catch {
    throw new BadRequestError(NO_QUERY_CONTEXT_MESSAGE);
  }
  const checked = chartDataRequest.safeParse({
    ...(saved as Record<string, unknown>),
    datasource: { id: row.datasource_id, type: 'table' },
  });
  if (!checked.success) throw FieldValidationError.fromZod(checked.error);
  const request = checked.data;
  return {
    ...request,
    result_type: options.resultType ?? request.result_type,
    result_format: options.resultFormat ?? request.result_format,
    force: options.force || request.force,
    form_data: { ...(request.form_data ?? {}), slice_id: row.id },
  };
}
