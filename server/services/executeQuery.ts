import type { ExecuteBody } from '@common/api/sqllab';
import { ErrorType } from '@common/errors/errorTypes';
import { planLimit } from '@common/sql/limits';
import { replaceStatementLimit, splitStatements, statementLimit } from '@common/sql/statements';
import type { AppContext } from '../context';
import { BadRequestError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertDatabaseAccess } from '../policies/databasePolicy';
import { assertCan } from '../policies/securityPolicy';
import { planCtas } from './planCtas';
import { assertStatementsAllowed } from './assertStatementsAllowed';
import { renderSqlTemplate } from './renderSqlTemplate';
import { type Execution, runStatements } from './runStatements';

export type { Execution };

/**
 * Starts a SQL Lab run: access, DML and limit checks, a query record, and the job on a worker.
 * `answerFirst`: a synchronous run's caller answers from `finished` before the record's final
 * write lands (the execute route); other callers read the record and get it written first.
 * `urlParams`: the page's query string, which SQL Lab appends to its execute call, for
 * `url_param()`.
 */
export async function executeQuery(
  ctx: AppContext,
  principal: Principal,
  body: ExecuteBody,
  options: { answerFirst?: boolean; urlParams?: Record<string, string> } = {},
): Promise<Execution> {
  assertCan(principal, 'can_execute_sql_query', 'SQLLab');
  const database = assertDatabaseAccess(principal, await ctx.databases.findById(body.database_id));
  // Rendered first, so every check below sees the SQL that will run; the record keeps body.sql.
  const statements = splitStatements(
    await renderSqlTemplate(ctx.templates, body.sql, body.templateParams, principal.user, {
      urlParams: options.urlParams ?? {},
      filters: [],
    }),
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
  const { limit, limitingFactor } = planLimit(
    body.queryLimit,
    statementLimit(final),
    ctx.config.sqlMaxRow,
  );
  // As Superset does: the statement's own LIMIT becomes limit + 1, to tell "exactly" from "more".
  if (limitingFactor !== 'DROPDOWN')
    statements[statements.length - 1] = replaceStatementLimit(final, limit + 1);
  return runStatements(ctx, principal, database, {
    sql: body.sql,
    statements,
    limit,
    limitingFactor,
    clientId: body.client_id ?? undefined,
    runAsync: body.runAsync,
    writableStatement: ctas?.writableStatement,
    answerFirst: options.answerFirst,
    origin: {
      catalog: body.catalog ?? null,
      schema: body.schema ?? null,
      tab_name: body.tab ?? null,
      sql_editor_id:
        body.sql_editor_id === undefined || body.sql_editor_id === null
          ? null
          : String(body.sql_editor_id),
      select_as_cta: ctas ? 1 : 0,
      tmp_schema_name: ctas?.tempSchema ?? null,
      tmp_table_name: ctas?.tempTable ?? null,
    },
  });
}
