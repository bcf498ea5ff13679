import { ErrorType } from '@common/errors/errorTypes';
import { firstKeyword, isLimitable, splitStatements } from '@common/sql/statements';
import type { AppContext } from '../context';
import { AppError, BadRequestError } from '../errors';
import type { Principal } from '../plugins/auth';
import { renderSqlTemplate } from '../services/renderSqlTemplate';
import type { DatabaseRow } from '../store/databaseRepository';
import { assertDatabaseAccess } from './databasePolicy';

/**
 * Checks a virtual dataset's SQL as SQL Lab checks a run before it starts: the caller must be
 * able to query the whole database (Tessera's SQL Lab grants no narrower table rule), and the SQL,
 * once its template is rendered as the caller, must be exactly one statement that reads and can
 * be wrapped as a subquery (SELECT, WITH, VALUES, TABLE, FROM), whatever the database's DML
 * setting. Answers the rendered statement.
 */
export async function assertDatasetSqlAllowed(
  ctx: AppContext,
  principal: Principal,
  database: DatabaseRow | undefined,
  sql: string,
  options: { templateParams?: string | null } = {},
): Promise<string> {
  assertDatabaseAccess(principal, database);
  const statements = splitStatements(
    await renderSqlTemplate(ctx.templates, sql, options.templateParams, principal.user),
  );
  const [statement] = statements;
  if (!statement) throw new BadRequestError('The query is empty', ErrorType.INVALID_SQL_ERROR);
  if (statements.length > 1) {
    throw new BadRequestError(
      'A virtual dataset is one SELECT statement: remove the statements after the first.',
      ErrorType.INVALID_SQL_ERROR,
    );
  }
  if (!isLimitable(statement)) {
    const keyword = firstKeyword(statement) || 'this statement';
    throw new AppError(
      400,
      `Only SELECT statements are allowed in a virtual dataset, not ${keyword}.`,
      ErrorType.DML_NOT_ALLOWED_ERROR,
    );
  }
  return statement;
}
