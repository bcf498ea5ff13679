import { ErrorType, type ErrorTypeName } from '../../../common/errors/errorTypes';
import { EngineCancelledError, EngineError } from '../engine';
import { networkErrorType } from '../networkErrors';

const BY_SQLSTATE: Record<string, ErrorTypeName> = {
  '42P01': ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
  '42703': ErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
  '3F000': ErrorType.SCHEMA_DOES_NOT_EXIST_ERROR,
  '42601': ErrorType.SYNTAX_ERROR,
  '25006': ErrorType.DML_NOT_ALLOWED_ERROR,
  '28P01': ErrorType.CONNECTION_INVALID_PASSWORD_ERROR,
  '28000': ErrorType.CONNECTION_ACCESS_DENIED_ERROR,
  '3D000': ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
};

/** Turns whatever pg threw into an EngineError with Superset's error type. */
export function postgresError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const { code, message } = error as { code?: string; message?: string };
  const text = message || String(error);
  if (code === '57014') return new EngineCancelledError('PostgreSQL');
  if (code === '42601' && /multiple commands/i.test(text)) {
    return new EngineError(
      'Run one statement at a time: PostgreSQL refused a second statement.',
      ErrorType.INVALID_SQL_ERROR,
      'PostgreSQL',
    );
  }
  if (code === '25006') {
    return new EngineError(
      `This database is read-only in Tessera (no DML allowed): ${text}`,
      ErrorType.DML_NOT_ALLOWED_ERROR,
      'PostgreSQL',
    );
  }
  const type =
    (code ? BY_SQLSTATE[code] : undefined) ??
    networkErrorType(code) ??
    ErrorType.GENERIC_DB_ENGINE_ERROR;
  return new EngineError(text, type, 'PostgreSQL');
}
