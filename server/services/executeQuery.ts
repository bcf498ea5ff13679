import crypto from 'node:crypto';
import type { ExecuteBody } from '../../common/api/sqllab';
import { ErrorType } from '../../common/errors/errorTypes';
import { planLimit } from '../../common/sql/limits';
import {
  replaceStatementLimit,
  splitStatements,
  statementLimit,
} from '../../common/sql/statements';
import type { AppContext } from '../context';
import { BadRequestError, ConflictError, TooManyRequestsError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertDatabaseAccess } from '../policies/databasePolicy';
import { assertCan } from '../policies/securityPolicy';
import { engineOptionsFor } from '../queries/databaseEngines';
import type { RunResult } from '../queries/queryRunner';
import { TooManyQueriesError } from '../queries/workerPool';
import type { DatabaseRow } from '../store/databaseRepository';
import type { QueryRow } from '../store/queryRepository';
import { planCtas } from './planCtas';
import { assertStatementsAllowed } from './assertStatementsAllowed';
import { renderSqlTemplate } from './renderSqlTemplate';

const DEFAULT_RESULTS_TTL_SECONDS = 24 * 60 * 60;
const CLIENT_ID_TAKEN = 'This client_id was already used';

/** A short random client id, as Superset makes when the client sends none. */
function newClientId(): string {
  return crypto.randomBytes(8).toString('base64url').slice(0, 10);
}

export interface Execution {
  database: DatabaseRow;
  record: QueryRow;
  /** Resolves with the final record (and small results' bytes) when the run ends. */
  finished: Promise<RunResult>;
}

/**
 * Starts a SQL Lab run: access, DML and limit checks, a query record, and the job on a worker.
 * `answerFirst`: a synchronous run's caller answers from `finished` before the record's final
 * write lands (the execute route); other callers read the record and get it written first.
 */
export async function executeQuery(
  ctx: AppContext,
  principal: Principal,
  body: ExecuteBody,
  options: { answerFirst?: boolean } = {},
): Promise<Execution> {
  assertCan(principal, 'can_execute_sql_query', 'SQLLab');
  const database = assertDatabaseAccess(principal, await ctx.databases.findById(body.database_id));
  // Rendered first, so every check below sees the SQL that will run; the record keeps body.sql.
  const statements = splitStatements(
    await renderSqlTemplate(ctx.templates, body.sql, body.templateParams, principal.user),
  );
  const last = statements[statements.length - 1];
  if (!last) throw new BadRequestError('The query is empty', ErrorType.INVALID_SQL_ERROR);
  // Second line of defence: the engine's read-only session is the first.
  assertStatementsAllowed(database, statements);
  // CTAS/CVAS: the last SELECT becomes CREATE TABLE/VIEW … AS, unlimited (as Superset with
  // SQLLAB_CTAS_NO_LIMIT), and a SELECT * of the new object is the answer.
  const ctas = body.select_as_cta
    ? planCtas(database, body, statements, principal.user.id)
    : undefined;
  if (ctas) statements.splice(0, statements.length, ...ctas.statements);
  const final = statements[statements.length - 1] ?? last;
  const { limit, limitingFactor } = planLimit(body.queryLimit, statementLimit(final));
  // As Superset does: the statement's own LIMIT becomes limit + 1, to tell "exactly" from "more".
  if (limitingFactor !== 'DROPDOWN')
    statements[statements.length - 1] = replaceStatementLimit(final, limit + 1);
  const clientId = body.client_id ?? newClientId();
  const runAsync = body.runAsync && database.allow_run_async === 1;
  const now = Date.now();
  const engine = await engineOptionsFor(database, ctx.secretBox, ctx.config);
  if (ctx.runner.isRunning(clientId)) throw new ConflictError(CLIENT_ID_TAKEN);
  // The job leaves for a worker first and the record is stored meanwhile: the insert overlaps
  // the run. The unique client id refuses a reuse without a read per run.
  const storeRecord = () =>
    ctx.queries
      .insert({
        client_id: clientId,
        database_id: database.id,
        user_id: principal.user.id,
        status: runAsync ? 'pending' : 'running',
        sql: body.sql,
        executed_sql: statements.join(';\n'),
        catalog: body.catalog ?? null,
        schema: body.schema ?? null,
        tab_name: body.tab ?? null,
        sql_editor_id:
          body.sql_editor_id === undefined || body.sql_editor_id === null
            ? null
            : String(body.sql_editor_id),
        run_async: runAsync ? 1 : 0,
        limit,
        limiting_factor: limitingFactor,
        progress: 0,
        select_as_cta: ctas ? 1 : 0,
        tmp_schema_name: ctas?.tempSchema ?? null,
        tmp_table_name: ctas?.tempTable ?? null,
        extra_json: '{}',
        start_time: now,
        changed_on: now,
      })
      .catch(async (error: unknown) => {
        if (await ctx.queries.findByClientId(clientId)) throw new ConflictError(CLIENT_ID_TAKEN);
        throw error;
      });
  let run: { recorded: Promise<QueryRow>; finished: Promise<RunResult> };
  try {
    const owner = {
      clientId,
      userId: principal.user.id,
      pending: runAsync,
      answerFirst: options.answerFirst === true && !runAsync,
    };
    run = ctx.runner.run(owner, storeRecord, {
      engine,
      statements,
      writableStatement: ctas?.writableStatement,
      limit,
      limitingFactor,
      timeoutMs: runAsync ? ctx.config.sqlLabAsyncTimeoutMs : ctx.config.sqlLabTimeoutMs,
      ttlSeconds: database.cache_timeout || DEFAULT_RESULTS_TTL_SECONDS,
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
  const { recorded, finished } = run;
  // When the insert fails, the run rejects with the same error, answered here.
  finished.catch(() => undefined);
  const record = await recorded;
  return { database, record, finished };
}
