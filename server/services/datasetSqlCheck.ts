import { ErrorType } from '@common/errors/errorTypes';
import { isLimitable, splitStatements } from '@common/sql/statements';
import type { AppContext } from '../context';
import { BadRequestError } from '../errors';
import type { Principal } from '../plugins/auth';
import type { DatasetRow } from '../store/datasetRepository';
import { renderSqlTemplate } from './renderSqlTemplate';

/**
 * Refuses a virtual dataset's new SQL unless it renders to one SELECT statement, as creating
 * one does (createDataset reads its columns by running it, which checks the same).
 */
export async function assertVirtualSqlAllowed(
  ctx: AppContext,
  principal: Principal,
  row: Pick<DatasetRow, 'template_params'>,
  sql: string,
): Promise<void> {
  const rendered = await renderSqlTemplate(ctx.templates, sql, row.template_params, principal.user);
  const statements = splitStatements(rendered);
  const statement = statements[0];
  if (statements.length !== 1 || !statement || !isLimitable(statement))
    throw new BadRequestError(
      'A virtual dataset is one SELECT statement.',
      ErrorType.INVALID_SQL_ERROR,
    );
}
