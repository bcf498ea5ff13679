import { ErrorType } from '@common/errors/errorTypes';
import { firstKeyword, isReadStatement, isUnknownStatement } from '@common/sql/statements';
import { sqlExcerpt } from '../engines/sqlExcerpt';
import { AppError, BadRequestError } from '../errors';
import type { DatabaseRow } from '../store/databaseRepository';

/**
 * The second line of defence before SQL reaches a database without DML (the engine's read-only
 * session is the first): only reads pass. A statement that starts with no SQL keyword at all is
 * a typo and is answered as the syntax error it is, not as a refused write.
 */
export function assertStatementsAllowed(database: DatabaseRow, statements: string[]): void {
  if (database.allow_dml === 1) return;
  for (const statement of statements) {
    if (isReadStatement(statement)) continue;
    if (isUnknownStatement(statement)) {
      const word = firstKeyword(statement);
      const at = statement.toUpperCase().indexOf(word);
      throw new BadRequestError(
        `syntax error at or near "${statement.slice(at, at + word.length)}"\n\n${sqlExcerpt(statement, at)}`,
        ErrorType.INVALID_SQL_ERROR,
      );
    }
    throw new AppError(
      400,
      `Only SELECT statements are allowed against database ${database.database_name}: it does not allow DML or DDL.`,
      ErrorType.DML_NOT_ALLOWED_ERROR,
    );
  }
}
