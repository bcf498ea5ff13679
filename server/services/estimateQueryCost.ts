import type { CostFigures, EstimateBody } from '@common/api/sqllabTools';
import { ErrorType } from '@common/errors/errorTypes';
import { type CellValue, decodeColumnarTable } from '@common/results/columnarTable';
import { splitStatements } from '@common/sql/statements';
import type { AppContext } from '../context';
import type { EngineConnection } from '../engines/engine';
import { AppError, BadRequestError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertDatabaseAccess } from '../policies/databasePolicy';
import { assertCan } from '../policies/securityPolicy';
import { databaseExtraOf } from '../store/databaseRepository';
import { costFigures } from './costFigures';
import { assertStatementsAllowed } from './assertStatementsAllowed';
import { renderSqlTemplate } from './renderSqlTemplate';

/** SQLLAB_QUERY_COST_ESTIMATE_TIMEOUT. */
export const COST_ESTIMATE_TIMEOUT_MS = 10_000;
const MAX_STATEMENTS = 50;
const MAX_PLAN_ROWS = 1000;

/** Runs the EXPLAIN statements one by one; a timer cancels inside the engine when time is up. */
async function explainAll(
  connection: EngineConnection,
  explains: string[],
  timeoutMs: number,
): Promise<CellValue[][][]> {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void connection.cancel().catch(() => undefined);
  }, timeoutMs);
  try {
    const plans = [];
    for (const explain of explains) {
      const table = decodeColumnarTable((await connection.run(explain, MAX_PLAN_ROWS)).table);
      const cells = Array.from({ length: table.rowCount }, (_, row) =>
        table.columns.map((_column, column) => table.value(row, column)),
      );
      plans.push(cells);
    }
    return plans;
  } catch (error) {
    if (!timedOut) throw error;
    throw new AppError(
      408,
      `The query estimation was killed after ${timeoutMs / 1000} seconds. It might be too complex, or the database might be under heavy load.`,
      ErrorType.SQLLAB_TIMEOUT_ERROR,
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Estimates the cost of each statement with the engine's EXPLAIN, on a locked-down session,
 * after the same access, DML and templating steps as a run.
 */
export async function estimateQueryCost(
  ctx: AppContext,
  principal: Principal,
  body: EstimateBody,
  timeoutMs = COST_ESTIMATE_TIMEOUT_MS,
): Promise<CostFigures[]> {
  // EXPLAIN runs SQL in the engine, so it takes the permission to run SQL.
  assertCan(principal, 'can_execute_sql_query', 'SQLLab');
  const database = assertDatabaseAccess(principal, await ctx.databases.findById(body.database_id));
  if (databaseExtraOf(database).cost_estimate_enabled !== true)
    throw new BadRequestError(
      'Cost estimation is not enabled for this database',
      ErrorType.GENERIC_COMMAND_ERROR,
    );
  const sql = await renderSqlTemplate(
    ctx.templates,
    body.sql,
    body.template_params,
    principal.user,
  );
  const statements = splitStatements(sql);
  if (statements.length === 0)
    throw new BadRequestError('The query is empty', ErrorType.INVALID_SQL_ERROR);
  if (statements.length > MAX_STATEMENTS)
    throw new BadRequestError(
      `Cost can be estimated for at most ${MAX_STATEMENTS} statements at a time`,
      ErrorType.INVALID_SQL_ERROR,
    );
  // Second line of defence, as for runs: the engine's read-only session is the first.
  assertStatementsAllowed(database, statements);
  const engine = await ctx.engines.get(database);
  const connection = await engine.connect();
  try {
    const explains = statements.map((statement) => engine.dialect.explain(statement));
    const plans = await explainAll(connection, explains, timeoutMs);
    return plans.map((cells) => costFigures(engine.dialect.backend, cells));
  } finally {
    await connection.close();
  }
}
