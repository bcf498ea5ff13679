import type { AppContext } from '../context';
import { FieldValidationError, NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertDatasourceAccess } from '../policies/datasourcePolicy';
import { ChartRepository } from '../store/chartRepository';
import { datasourceRefOf, findReadableChart } from './findReadableChart';

/** Where an explore state reads from: its dataset and, when it edits one, its saved chart. */
export interface ChartStateSource {
  datasourceId: number;
  datasourceType: string;
  chartId: number | null;
}

/** `3__table` of form data, or undefined when absent or not in that shape. */
export function datasourceKeyOf(
  formData: Record<string, unknown>,
): { id: number; type: string } | undefined {
  const key = formData.datasource;
  const match = typeof key === 'string' ? /^(\d{1,10})__([a-z_]{1,20})$/.exec(key) : null;
  return match ? { id: Number(match[1]), type: match[2] ?? 'table' } : undefined;
}

/** The dataset and chart of a form data object (`datasource` "3__table", `slice_id`). */
export function chartStateSourceOf(formData: Record<string, unknown>): ChartStateSource {
  const datasource = datasourceKeyOf(formData);
  if (!datasource)
    throw new FieldValidationError({
      formData: ['formData.datasource must name the dataset, as "3__table"'],
    });
  const sliceId = Number(formData.slice_id);
  return {
    datasourceId: datasource.id,
    datasourceType: datasource.type,
    chartId: Number.isInteger(sliceId) && sliceId > 0 && sliceId <= 2_147_483_647 ? sliceId : null,
  };
}

/**
 * Explore state (permalinks, unsaved form data) may be kept and read only by someone who may read
 * its dataset (403 otherwise) and its chart, when it names one (404 otherwise, as for the chart).
 */
export async function assertChartStateAccess(
  ctx: AppContext,
  principal: Principal,
  source: ChartStateSource,
): Promise<void> {
  if (source.chartId !== null) await findReadableChart(ctx, principal, source.chartId);
  const ref = await new ChartRepository(ctx.db).datasetRef(source.datasourceId);
  if (!ref) throw new NotFoundError('Dataset does not exist');
  assertDatasourceAccess(principal, datasourceRefOf(ref));
}
