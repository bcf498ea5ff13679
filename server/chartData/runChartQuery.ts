import { ErrorType } from '@common/errors/errorTypes';
import type { ResultColumn } from '@common/results/resultColumn';
import type { AppContext } from '@server/context';
import { AppError } from '@server/errors';
import type { Principal } from '@server/plugins/auth';
import { readAll } from '@server/queries/resultPayload';
import { runStatements } from '@server/services/runStatements';
import type { DatabaseRow } from '@server/store/databaseRepository';
import { queryExtraOf } from '@server/store/queryRepository';
import { renameColumns, withTemporalColumns } from './temporalColumns';

/** A chart query's rows as columnar bytes, and the engine's description of its columns. */
export interface ChartQueryResult {
  table: Buffer;
  columns: ResultColumn[];
}

/** Options of one chart run. */
export interface ChartRunOptions {
  /** Rows kept at most (the SQL carries its own LIMIT; this is the runner's cap). */
  limit?: number;
  /** Run as an async job would: the longer time limit. */
  background?: boolean;
  /** Result column → label, for labels the engine could not keep (CompiledQuery.columnAliases). */
  aliases?: Readonly<Record<string, string>>;
}

/**
 * Runs one compiled chart statement through the shared query path (workers, per-user cap, time
 * limit, stop, engine lock-down) as a query record of origin 'chart', and waits for its rows.
 * The caller has checked datasource access. A failed run throws its error as the engine said
 * it, with its error type; a time limit answers 408. Times the engine gave as text come back as
 * timestamp columns.
 */
export async function runChartQuery(
  ctx: AppContext,
  principal: Principal,
  database: DatabaseRow,
  sql: string,
  options: ChartRunOptions = {},
): Promise<ChartQueryResult> {
  const limit = options.limit ?? ctx.config.sqlMaxRow;
  const { finished } = await runStatements(ctx, principal, database, {
    sql,
    statements: [sql],
    limit,
    limitingFactor: 'QUERY',
    timeoutMs: options.background ? ctx.config.sqlLabAsyncTimeoutMs : ctx.config.sqlLabTimeoutMs,
    answerFirst: true,
    accessChecked: true,
    origin: { origin: 'chart' },
  });
  const { row, bytes } = await finished;
  if (row.status !== 'success') {
    const error = queryExtraOf(row).errors?.[0];
    const message = error?.message ?? row.error_message ?? 'The query failed';
    const errorType =
      error?.error_type ??
      (row.status === 'timed_out'
        ? ErrorType.SQLLAB_TIMEOUT_ERROR
        : ErrorType.GENERIC_DB_ENGINE_ERROR);
    throw new AppError(row.status === 'timed_out' ? 408 : 400, message, errorType, error?.extra);
  }
  const stored =
    bytes ?? (row.results_key ? await ctx.runner.backend.open(row.results_key) : undefined);
  if (!stored)
    throw new AppError(
      500,
      'The query ran but its results could not be read back',
      ErrorType.RESULTS_BACKEND_ERROR,
    );
  const aliases = options.aliases ?? {};
  const columns = (queryExtraOf(row).columns ?? []).map((column) => {
    const label = aliases[column.name];
    return label === undefined ? column : { ...column, name: label, column_name: label };
  });
  const table = renameColumns(await readAll(stored), aliases);
  return { table: withTemporalColumns(table, columns), columns };
}
