import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Insertable } from 'kysely';
import type { LimitingFactor } from '@common/sql/limits';
import type { AppContext } from '../context';
import { ConflictError, TooManyRequestsError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertDatabaseAccess } from '../policies/databasePolicy';
import { engineOptionsFor } from '../queries/databaseEngines';
import type { RunResult } from '../queries/queryRunner';
import { TooManyQueriesError } from '../queries/workerPool';
import type { DatabaseRow } from '../store/databaseRepository';
import type { QueryRow } from '../store/queryRepository';
import type { QueriesTable } from '../store/schema';

const DEFAULT_RESULTS_TTL_SECONDS = 24 * 60 * 60;

const CLIENT_ID_TAKEN = 'This client_id was already used';

/** Record fields that say where a run comes from; the runner fills in the rest. */
export type RunOrigin = Partial<
  Pick<
    Insertable<QueriesTable>,
    | 'catalog'
    | 'schema'
    | 'tab_name'
    | 'sql_editor_id'
    | 'select_as_cta'
    | 'tmp_schema_name'
    | 'tmp_table_name'
    | 'origin'
  >
>;

/** One run of statements on a database, as any feature asks for it. */
export interface StatementsRun {
  /** The SQL as the caller knows it (SQL Lab: before templating); the record keeps it. */
  sql: string;
  /** The statements to run in order; the last one's rows are the result. Limits already applied. */
  statements: string[];
  limit: number;
  limitingFactor: LimitingFactor;
  /** The run's id for stop and polling; a fresh one when absent. At most 11 characters. */
  clientId?: string;
  /** Wait as pending for a worker, with the longer time limit (only where the database allows). */
  runAsync?: boolean;
  /** Index of the CTAS/CVAS statement allowed to write, if any. */
  writableStatement?: number;
  /**
   * 'random' (default): a fresh key per run. 'content': a hash of the database, the executed
   * SQL and the limit, so identical runs share results and `findStoredResult` finds them.
   */
  resultsKey?: 'random' | 'content';
  /** Time limit in ms; the configured SQL Lab limit (sync or async) when absent. */
  timeoutMs?: number;
  /** See QueryRunner's RunOwner.answerFirst: the caller answers from `finished`. */
  answerFirst?: boolean;
  origin?: RunOrigin;
  /**
   * The caller already checked access its own way (chart data: datasource access, which may
   * be granted without database access), so the database check is skipped.
   */
  accessChecked?: boolean;
}

/** A started run: its record as first stored, and the final record when it ends. */
export interface Execution {
  database: DatabaseRow;
  record: QueryRow;
  /** Resolves with the final record (and small results' bytes) when the run ends. */
  finished: Promise<RunResult>;
}

/** A short random client id, as Superset makes when the client sends none. */
export function newClientId(): string {
  return crypto.randomBytes(8).toString('base64url').slice(0, 10);
}

/** What a run's results depend on, for its content-derived key. */
export interface RunContent {
  databaseId: number;
  /** The statements as they run (a string: already joined with ";\n"). */
  statements: string | readonly string[];
  limit: number;
  catalog?: string | null;
  schema?: string | null;
}

/** The results key of a run's content: the same content, the same key. */
export function contentResultsKey(content: RunContent): string {
  const { databaseId, statements, limit } = content;
  const text = typeof statements === 'string' ? statements : statements.join(';\n');
  const place = [content.catalog ?? null, content.schema ?? null];
  // 64 hex characters: within the results backends' key pattern and the results route's bound.
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([databaseId, place, text, limit]))
    .digest('hex');
}

/**
 * Runs statements on a database for a principal: database access, the worker pool's per-user
 * cap, time limit, stop (by client id) and a query record kept true from insert to end. Callers
 * own everything above (templating, DML rules, limits in the SQL, their request shape).
 */
export async function runStatements(
  ctx: AppContext,
  principal: Principal,
  database: DatabaseRow,
  run: StatementsRun,
): Promise<Execution> {
  if (!run.accessChecked) assertDatabaseAccess(principal, database);
  const clientId = run.clientId ?? newClientId();
  const runAsync = run.runAsync === true && database.allow_run_async === 1;
  const executedSql = run.statements.join(';\n');
  const resultsKey =
    run.resultsKey === 'content'
      ? contentResultsKey({
          databaseId: database.id,
          statements: executedSql,
          limit: run.limit,
          catalog: run.origin?.catalog,
          schema: run.origin?.schema,
        })
      : undefined;
  const engine = await engineOptionsFor(database, ctx.secretBox, ctx.config);
  if (ctx.runner.isRunning(clientId)) throw new ConflictError(CLIENT_ID_TAKEN);
  const now = Date.now();
  const origin = run.origin ?? {};
  // The job leaves for a worker first and the record is stored meanwhile: the insert overlaps
  // the run. The unique client id refuses a reuse without a read per run.
  const storeRecord = () =>
    ctx.queries
      .insert({
        client_id: clientId,
        database_id: database.id,
        user_id: principal.user.id,
        status: runAsync ? 'pending' : 'running',
        sql: run.sql,
        executed_sql: executedSql,
        catalog: origin.catalog ?? null,
        schema: origin.schema ?? null,
        tab_name: origin.tab_name ?? null,
        sql_editor_id: origin.sql_editor_id ?? null,
        run_async: runAsync ? 1 : 0,
        limit: run.limit,
        limiting_factor: run.limitingFactor,
        progress: 0,
        select_as_cta: origin.select_as_cta ?? 0,
        tmp_schema_name: origin.tmp_schema_name ?? null,
        tmp_table_name: origin.tmp_table_name ?? null,
        origin: origin.origin ?? 'sqllab',
        extra_json: '{}',
        start_time: now,
        changed_on: now,
      })
      .catch(async (error: unknown) => {
        if (await ctx.queries.findByClientId(clientId)) throw new ConflictError(CLIENT_ID_TAKEN);
        throw error;
      });
  let started: { recorded: Promise<QueryRow>; finished: Promise<RunResult> };
  try {
    const owner = {
      clientId,
      userId: principal.user.id,
      pending: runAsync,
      answerFirst: run.answerFirst === true && !runAsync,
    };
    started = ctx.runner.run(owner, storeRecord, {
      engine,
      statements: run.statements,
      writableStatement: run.writableStatement,
      limit: run.limit,
      limitingFactor: run.limitingFactor,
      timeoutMs:
        run.timeoutMs ?? (runAsync ? ctx.config.sqlLabAsyncTimeoutMs : ctx.config.sqlLabTimeoutMs),
      ttlSeconds: database.cache_timeout || DEFAULT_RESULTS_TTL_SECONDS,
      resultsKey,
    });
  } catch (error) {
    if (!(error instanceof TooManyQueriesError)) throw error;
    const record = await storeRecord();
    await ctx.queries.update(record.id, {
      status: 'failed',
      end_time: Date.now(),
      error_message: 'Too many queries running',
    });
    throw new TooManyRequestsError(
      'Too many queries running. Wait for some to finish or stop them, then try again.',
      5,
    );
  }
  const { recorded, finished } = started;
  // When the insert fails, the run rejects with the same error, answered here.
  finished.catch(() => undefined);
  const record = await recorded;
  return { database, record, finished };
}

/** A result kept in the results backend: the record that made it, and its columnar bytes. */
export interface StoredResult {
  row: QueryRow;
  body: Readable | Buffer;
}

/**
 * The stored result under a key, for a caller that may read the database (a cache hit), or
 * undefined when nothing successful holds the key or its results expired.
 */
export async function findStoredResult(
  ctx: AppContext,
  principal: Principal,
  key: string,
): Promise<StoredResult | undefined> {
  const row = await ctx.queries.findByResultsKey(key);
  if (!row || row.status !== 'success') return undefined;
  assertDatabaseAccess(principal, await ctx.databases.findById(row.database_id));
  const body = await ctx.runner.backend.open(key);
  return body && { row, body };
}
