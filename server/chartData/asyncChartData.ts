// Chart data as an async job (TESSERA_ASYNC_QUERIES): the job computes the whole answer, stores
// it in the chart cache under the context's key, and the result URL serves it to users who may
// read the dataset.
import crypto from 'node:crypto';
import type { AsyncJobMetadata } from '@common/api/asyncEvents';
import type { AppContext } from '@server/context';
import { NotFoundError } from '@server/errors';
import type { Principal } from '@server/plugins/auth';
import { loadSemanticDataset } from '@server/services/loadSemanticDataset';
import { isCacheKey } from './cacheKey';
import { answerChartData, type ChartDataOptions } from './chartDataService';
import type { PreparedChartData } from './prepareChartQueries';

const RESULT_PREFIX = 'chart-data-result:';
const NOT_FOUND = 'The chart data result is not available: run the chart again';

/** The key of a whole query context's answer: its entries' keys and result types. */
export function contextCacheKey(prepared: PreparedChartData): string {
  const parts = prepared.queries.map((item) => [item.resultType, item.cacheKey ?? null]);
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([prepared.dataset.id, prepared.request.result_format, parts]))
    .digest('hex');
}

/**
 * Submits the answer as a job of the caller's channel and answers the 202 body. The job stores
 * `<dataset id>\n<answer>` under the context key, so the result URL can check access first.
 */
export function submitChartDataJob(
  ctx: AppContext,
  principal: Principal,
  prepared: PreparedChartData,
  options: ChartDataOptions = {},
): Promise<AsyncJobMetadata> {
  const key = contextCacheKey(prepared);
  return ctx.asyncJobs.submit(principal, async () => {
    const body = await answerChartData(ctx, principal, prepared, { ...options, background: true });
    const bytes = Buffer.concat([Buffer.from(`${prepared.dataset.id}\n`), body]);
    // Kept as long as its entries, and at least a while: the page reads it within seconds.
    const ttl = prepared.cacheTimeout < 0 ? 600 : prepared.cacheTimeout;
    await ctx.chartCache.set(RESULT_PREFIX + key, { bytes, cachedAt: Date.now() }, ttl);
    return { cacheKey: key };
  });
}

/** GET /api/v1/chart/data/:cache_key: a job's stored answer, for users who may read its dataset. */
export async function readAsyncResult(
  ctx: AppContext,
  principal: Principal,
  key: string,
): Promise<Buffer> {
  if (!isCacheKey(key)) throw new NotFoundError(NOT_FOUND);
  const cached = await ctx.chartCache.get(RESULT_PREFIX + key);
  if (!cached) throw new NotFoundError(NOT_FOUND);
  const newline = cached.bytes.indexOf(0x0a);
  const datasetId = Number(cached.bytes.subarray(0, newline).toString());
  // 404 for a dataset gone since, 403 without access to it.
  await loadSemanticDataset(ctx, principal, datasetId, { renderSql: false });
  return cached.bytes.subarray(newline + 1);
}
