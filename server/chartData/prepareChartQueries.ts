// Everything the chart data path decides before anything runs: the dataset and access, the RLS
// clauses, the virtual dataset's rendered SQL, each query object compiled, its cache key and
// cache timeout. A cache hit needs nothing more.
import type { ChartDataResultType, QueryObject } from '@common/api/chartData';
import type { ChartDataRequest } from '@common/api/chartDataRequest';
import type { SemanticDataset } from '@common/api/datasets';
import {
  type AdhocFilterLike,
  type ExtraFilterLike,
  type TemplateFilter,
  templateFiltersFrom,
} from '@common/api/templateContext';
import type { AppContext } from '@server/context';
import { dialectFor } from '@server/engines/dialects';
import type { Dialect } from '@server/engines/engine';
import { AppError } from '@server/errors';
import type { Principal } from '@server/plugins/auth';
import { loadSemanticDataset } from '@server/services/loadSemanticDataset';
import { renderSqlTemplateWithFilters } from '@server/services/renderSqlTemplate';
import { rowLevelSecurityClauses } from '@server/services/rowLevelSecurityClauses';
import type { DatabaseRow } from '@server/store/databaseRepository';
import { chartCacheKey } from './cacheKey';
import { CompileMemo } from './compileMemo';
import { type CompiledQuery, compileQuery } from './compileQuery';

/** Superset's CACHE_DEFAULT_TIMEOUT in seconds: one day. */
export const DEFAULT_CACHE_TIMEOUT = 86_400;

/** The result types that run the query object's own SQL and are cached. */
export const RUNNING_TYPES: ReadonlySet<ChartDataResultType> = new Set<ChartDataResultType>([
  'full',
  'results',
  'post_processed',
]);

/** One query object, ready to answer. */
export interface PreparedQuery {
  query: QueryObject;
  resultType: ChartDataResultType;
  /** Undefined for the metadata types (columns, timegrains) and the samples types. */
  compiled?: CompiledQuery;
  /** One compiled query per time offset, in the query object's order. */
  offsets: { offset: string; compiled: CompiledQuery }[];
  /** Set for the types whose answers are cached. */
  cacheKey?: string;
}

/** A query context, resolved. */
export interface PreparedChartData {
  request: ChartDataRequest;
  dataset: SemanticDataset;
  database: DatabaseRow;
  dialect: Dialect;
  rlsClauses: string[];
  allowAdhocSubquery: boolean;
  cacheTimeout: number;
  /** The configured SQL_MAX_ROW: no query or export returns more rows. */
  maxRow: number;
  queries: PreparedQuery[];
}

/** The database's `extra.allow_adhoc_subquery`: custom SQL may then hold sub-queries. */
function allowsAdhocSubquery(database: DatabaseRow): boolean {
  try {
    const extra = JSON.parse(database.extra) as { allow_adhoc_subquery?: unknown } | null;
    return extra?.allow_adhoc_subquery === true;
  } catch {
    return false;
  }
}

/**
 * The answer's cache timeout: the request's, then the saved chart's (form_data.slice_id), the
 * dataset's, the database's, then one day.
 */
async function cacheTimeoutOf(
  ctx: AppContext,
  request: ChartDataRequest,
  dataset: SemanticDataset,
  database: DatabaseRow,
): Promise<number> {
  if (request.custom_cache_timeout !== null) return request.custom_cache_timeout;
  const sliceId = Number(request.form_data?.slice_id);
  if (Number.isInteger(sliceId) && sliceId > 0 && sliceId <= 2_147_483_647) {
    const slice = await ctx.db
      .selectFrom('slices')
      .select('cache_timeout')
      .where('id', '=', sliceId)
      .executeTakeFirst();
    if (slice && slice.cache_timeout !== null) return slice.cache_timeout;
  }
  return dataset.cache_timeout ?? database.cache_timeout ?? DEFAULT_CACHE_TIMEOUT;
}

/** The filters a virtual dataset's template sees: the form data's adhoc and extra filters. */
function templateFiltersOf(formData: Record<string, unknown> | null): TemplateFilter[] {
  const list = (value: unknown) => (Array.isArray(value) ? (value as object[]) : []);
  return templateFiltersFrom(
    list(formData?.adhoc_filters) as AdhocFilterLike[],
    list(formData?.extra_filters) as ExtraFilterLike[],
  );
}

/**
 * A virtual dataset with its Jinja SQL rendered for this request: the stored template again,
 * now with the page's URL parameters and the chart's filters. A physical one as it is.
 */
async function renderedDataset(
  ctx: AppContext,
  principal: Principal,
  dataset: SemanticDataset,
  template: string | null,
  request: ChartDataRequest,
  urlParams: Record<string, string>,
): Promise<SemanticDataset> {
  if (!dataset.sql || !template) return dataset;
  const rendered = await renderSqlTemplateWithFilters(
    ctx.templates,
    template,
    dataset.template_params,
    principal.user,
    { urlParams, filters: templateFiltersOf(request.form_data) },
  );
  return { ...dataset, sql: rendered.sql };
}

const compileMemo = new CompileMemo<PreparedQuery>();

/** Resolves a query context: dataset and access, RLS, rendering, compiling, cache keys. */
export async function prepareChartQueries(
  ctx: AppContext,
  principal: Principal,
  request: ChartDataRequest,
  options: { urlParams?: Record<string, string>; now?: Date } = {},
): Promise<PreparedChartData> {
  // Rendered below with the request's URL parameters and filters, once.
  const loaded = await loadSemanticDataset(ctx, principal, request.datasource.id, {
    renderSql: false,
  });
  const { database } = loaded;
  const dialect = dialectFor(database.backend);
  if (!dialect) throw new AppError(400, `Charts cannot read ${database.backend} databases`);
  const rlsClauses = await rowLevelSecurityClauses(ctx, principal, loaded.dataset.id);
  const dataset = await renderedDataset(
    ctx,
    principal,
    loaded.dataset,
    loaded.row.sql,
    request,
    options.urlParams ?? {},
  );
  const allowAdhocSubquery = allowsAdhocSubquery(database);
  const compile = (query: QueryObject, timeOffset?: string) =>
    compileQuery({
      query,
      dataset,
      dialect,
      rlsClauses,
      allowAdhocSubquery,
      now: options.now,
      timeOffset,
      maxRow: ctx.config.sqlMaxRow,
    });
  // Everything a query object's SQL and cache key depend on (the clock aside, see CompileMemo).
  const context = [
    dataset.id,
    dataset.changed_on,
    dataset.sql,
    database.id,
    database.backend,
    rlsClauses,
    allowAdhocSubquery,
    ctx.config.sqlMaxRow,
  ];
  const queries = request.queries.map((query): PreparedQuery => {
    const resultType = query.result_type ?? request.result_type;
    if (!RUNNING_TYPES.has(resultType) && resultType !== 'query')
      return { query, resultType, offsets: [] };
    const make = () => prepareQuery(query, resultType);
    return options.now
      ? make()
      : compileMemo.get(JSON.stringify([context, resultType, query]), make);
  });
  function prepareQuery(query: QueryObject, resultType: ChartDataResultType): PreparedQuery {
    const compiled = compile(query);
    const offsets = query.time_offsets.map((offset) => ({
      offset,
      compiled: compile(query, offset),
    }));
    const cacheKey = RUNNING_TYPES.has(resultType)
      ? chartCacheKey({
          datasetId: dataset.id,
          datasetChangedOn: dataset.changed_on,
          databaseId: database.id,
          rlsClauses,
          resultType,
          query,
          sql: [compiled.sql, ...offsets.map((entry) => entry.compiled.sql)],
        })
      : undefined;
    return { query, resultType, compiled, offsets, cacheKey };
  }
  return {
    request,
    dataset,
    database,
    dialect,
    rlsClauses,
    allowAdhocSubquery,
    cacheTimeout: await cacheTimeoutOf(ctx, request, dataset, database),
    maxRow: ctx.config.sqlMaxRow,
    queries,
  };
}
