import crypto from 'node:crypto';
import { ErrorType, type ApiErrorEntry } from '@common/errors/errorTypes';
import { EngineError } from '@server/engines/engine';
import { AppError, FieldValidationError } from '@server/errors';

/**
 * A failed job's error as its event carries it: the same entries the error handler would answer
 * (nothing internal: an unexpected error is logged under an id, and only the id is told).
 */
export function asyncJobErrors(
  error: unknown,
  log: (error: unknown, message: string) => void,
): ApiErrorEntry[] {
  const entry = (message: string, errorType: ApiErrorEntry['error_type'], extra = {}) => [
    { message, error_type: errorType, level: 'error' as const, extra },
  ];
  if (error instanceof EngineError)
    return entry(error.message, error.errorType, { engine_name: error.engineName, ...error.extra });
  if (error instanceof AppError) return entry(error.message, error.errorType, error.extra);
  if (error instanceof FieldValidationError)
    return entry(error.message, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR, { fields: error.fields });
  const errorId = crypto.randomBytes(6).toString('hex');
  log(error, `async job failed (error id ${errorId})`);
  return entry(
    `An internal error occurred (error id ${errorId})`,
    ErrorType.GENERIC_BACKEND_ERROR,
    { error_id: errorId },
  );
}
