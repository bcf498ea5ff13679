import type { z } from 'zod';
import { ErrorType, type ErrorTypeName } from '../common/errors/errorTypes';

/** A failure the API reports to its caller; mapped to HTTP by the one error handler. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorType: ErrorTypeName = ErrorType.GENERIC_BACKEND_ERROR,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, errorType: ErrorTypeName = ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR) {
    super(400, message, errorType);
  }
}

/** A validation failure with messages per field: answered as `{message: {field: [..]}}`. */
export class FieldValidationError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super('Invalid input');
  }

  /** Zod's issues by field path; issues of the whole value go under `_schema`. */
  static fromZod(error: z.ZodError): FieldValidationError {
    const fields: Record<string, string[]> = {};
    for (const issue of error.issues)
      (fields[issue.path.join('.') || '_schema'] ??= []).push(issue.message);
    return new FieldValidationError(fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Not authorized') {
    super(401, message, ErrorType.UNAUTHORIZED_ERROR);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(403, message, ErrorType.USER_ACTIVITY_SECURITY_ACCESS_ERROR);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message, ErrorType.NOT_FOUND_ERROR);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message, ErrorType.GENERIC_COMMAND_ERROR);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, ErrorType.RATE_LIMIT_ERROR);
  }
}
