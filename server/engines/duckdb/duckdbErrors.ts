import { ErrorType, type ErrorTypeName } from '../../../common/errors/errorTypes';
import { EngineCancelledError, EngineError } from '../engine';

const PATTERNS: [RegExp, ErrorTypeName][] = [
  [
    /^Catalog Error: Table( Function)? with name .* does not exist/i,
    ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
  ],
  [/^Catalog Error: Schema with name .* does not exist/i, ErrorType.SCHEMA_DOES_NOT_EXIST_ERROR],
  [/^Binder Error: Referenced column .* not found/i, ErrorType.COLUMN_DOES_NOT_EXIST_ERROR],
  [/^Parser Error/i, ErrorType.SYNTAX_ERROR],
  [/read-only mode|read_only|attached in read-only/i, ErrorType.DML_NOT_ALLOWED_ERROR],
];

/** Turns whatever DuckDB threw into an EngineError with Superset's error type. */
export function duckdbError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/^INTERRUPT Error/i.test(message)) return new EngineCancelledError('DuckDB');
  if (/Cannot prepare multiple statements/i.test(message)) {
    return new EngineError('Run one statement at a time.', ErrorType.INVALID_SQL_ERROR, 'DuckDB');
  }
  const type =
    PATTERNS.find(([pattern]) => pattern.test(message))?.[1] ?? ErrorType.GENERIC_DB_ENGINE_ERROR;
  return new EngineError(message, type, 'DuckDB');
}
