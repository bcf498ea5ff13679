import { ErrorType, type ErrorTypeName } from '../../../common/errors/errorTypes';
import { EngineCancelledError, EngineError } from '../engine';
import { networkErrorType } from '../networkErrors';

const BY_ERRNO: Record<number, ErrorTypeName> = {
  1146: ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
  1054: ErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
  1064: ErrorType.SYNTAX_ERROR,
  1049: ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
  1045: ErrorType.CONNECTION_ACCESS_DENIED_ERROR,
  1044: ErrorType.CONNECTION_ACCESS_DENIED_ERROR,
  1792: ErrorType.DML_NOT_ALLOWED_ERROR,
  1290: ErrorType.DML_NOT_ALLOWED_ERROR,
};

/** Turns whatever mysql2 threw into an EngineError with Superset's error type. */
export function mysqlError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const { errno, code, message } = error as { errno?: number; code?: string; message?: string };
  const text = message || String(error);
  if (errno === 1317 || errno === 3024 || code === 'ER_QUERY_INTERRUPTED')
    return new EngineCancelledError('MySQL');
  if (errno === 1792) {
    return new EngineError(
      `This database is read-only in Tessera (no DML allowed): ${text}`,
      ErrorType.DML_NOT_ALLOWED_ERROR,
      'MySQL',
    );
  }
  const type =
    (errno !== undefined ? BY_ERRNO[errno] : undefined) ??
    networkErrorType(code) ??
    ErrorType.GENERIC_DB_ENGINE_ERROR;
  return new EngineError(text, type, 'MySQL');
}
