import { ErrorType, type ErrorTypeName } from '@common/errors/errorTypes';
import { AppError } from '../errors';

/**
 * A query object the server cannot compile (unknown column or metric, refused custom SQL, bad
 * time range): a 400 in Superset's `{errors: [...]}` shape, raised before anything runs.
 */
export class ChartQueryError extends AppError {
  constructor(message: string, errorType: ErrorTypeName = ErrorType.GENERIC_COMMAND_ERROR) {
    super(400, message, errorType);
  }
}
