// POST /api/v1/chart/data as a use case: a query context in, Superset's answer out as bytes.
// Cached entries are concatenated as stored, so a cache hit parses and stringifies nothing.
import type { ChartDataRequest } from '@common/api/chartDataRequest';
import type { AppContext } from '@server/context';
import type { Principal } from '@server/plugins/auth';
import { answerBody, entryHead } from './answerEntry';
import type { CachedAnswer } from './chartDataCache';
import { computeEntry } from './computeEntry';
import {
  type PreparedChartData,
  type PreparedQuery,
  prepareChartQueries,
  RUNNING_TYPES,
} from './prepareChartQueries';
import { columnsAnswer, queryAnswer, timeGrainsAnswer } from './resultTypes';
import { samplesEntry } from './samplesEntry';

/** How a query context is answered. */
export interface ChartDataOptions {
  /** The page's query string, for `url_param()` in a virtual dataset's template. */
  urlParams?: Record<string, string>;
  /** Computed by an async job: the longer time limit. */
  background?: boolean;
}

const jsonPiece = (value: unknown) => [Buffer.from(JSON.stringify(value))];

/** The cached entry of a query object, as head and stored bytes, or undefined on a miss. */
async function cachedEntry(
  ctx: AppContext,
  prepared: PreparedChartData,
  item: PreparedQuery,
): Promise<Buffer[] | undefined> {
  if (!item.cacheKey || prepared.request.force) return undefined;
  const cached = await ctx.chartCache.get(item.cacheKey);
  return cached && [entryHead(item.cacheKey, cached.cachedAt, prepared.cacheTimeout), cached.bytes];
}

/** One query object's entry: from the cache, or computed and then cached. */
async function entryOf(
  ctx: AppContext,
  principal: Principal,
  prepared: PreparedChartData,
  item: PreparedQuery,
  options: ChartDataOptions,
): Promise<Buffer[]> {
  switch (item.resultType) {
    case 'query':
      return jsonPiece(queryAnswer(item.compiled?.sql ?? ''));
    case 'columns':
      return jsonPiece(columnsAnswer(prepared.dataset));
    case 'timegrains':
      return jsonPiece(timeGrainsAnswer(prepared.dialect));
    case 'samples':
    case 'drill_detail':
      return [await samplesEntry(ctx, principal, prepared, item, options)];
    default:
      break;
  }
  const cached = await cachedEntry(ctx, prepared, item);
  if (cached) return cached;
  const key = item.cacheKey ?? '';
  const stored = await computeEntry(ctx, principal, prepared, item, options);
  await ctx.chartCache.set(key, { bytes: stored, cachedAt: Date.now() }, prepared.cacheTimeout);
  return [entryHead(key, null, prepared.cacheTimeout), stored];
}

const hitBodies = new WeakMap<Buffer, { cacheTimeout: number; body: Buffer }>();

/**
 * The whole answer of a one-query context answered from the cache, made once per cached entry:
 * the memory cache hands back the same bytes object, so later hits copy nothing (dashboards
 * re-ask the same charts; bench G5). It lives as long as the entry's bytes stay in the cache.
 */
function hitBody(key: string, cached: CachedAnswer, cacheTimeout: number): Buffer {
  const made = hitBodies.get(cached.bytes);
  if (made && made.cacheTimeout === cacheTimeout) return made.body;
  const body = answerBody([[entryHead(key, cached.cachedAt, cacheTimeout), cached.bytes]]);
  hitBodies.set(cached.bytes, { cacheTimeout, body });
  return body;
}

/** The JSON answer (`{"result": [...]}`) of a prepared query context. */
export async function answerChartData(
  ctx: AppContext,
  principal: Principal,
  prepared: PreparedChartData,
  options: ChartDataOptions = {},
): Promise<Buffer> {
  const [only] = prepared.queries;
  if (
    prepared.queries.length === 1 &&
    only?.cacheKey &&
    !prepared.request.force &&
    RUNNING_TYPES.has(only.resultType)
  ) {
    const cached = await ctx.chartCache.get(only.cacheKey);
    if (cached) return hitBody(only.cacheKey, cached, prepared.cacheTimeout);
  }
  const entries = await Promise.all(
    prepared.queries.map((item) => entryOf(ctx, principal, prepared, item, options)),
  );
  return answerBody(entries);
}

/**
 * The JSON answer when every query object of the context is answered from the cache (or needs
 * nothing run), else undefined: an async context answers 200 at once only then.
 */
export async function cachedChartData(
  ctx: AppContext,
  prepared: PreparedChartData,
): Promise<Buffer | undefined> {
  const entries: Buffer[][] = [];
  for (const item of prepared.queries) {
    if (item.resultType === 'query') entries.push(jsonPiece(queryAnswer(item.compiled?.sql ?? '')));
    else if (item.resultType === 'columns')
      entries.push(jsonPiece(columnsAnswer(prepared.dataset)));
    else if (item.resultType === 'timegrains')
      entries.push(jsonPiece(timeGrainsAnswer(prepared.dialect)));
    else {
      const cached = await cachedEntry(ctx, prepared, item);
      if (!cached) return undefined;
      entries.push(cached);
    }
  }
  return answerBody(entries);
}

/** Prepares and answers a query context as JSON. */
export async function chartDataJson(
  ctx: AppContext,
  principal: Principal,
  request: ChartDataRequest,
  options: ChartDataOptions = {},
): Promise<Buffer> {
  const prepared = await prepareChartQueries(ctx, principal, request, {
    urlParams: options.urlParams,
  });
  return answerChartData(ctx, principal, prepared, options);
}
