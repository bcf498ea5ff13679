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
  constructor(
    message = 'Forbidden',
    errorType: ErrorTypeName = ErrorType.USER_ACTIVITY_SECURITY_ACCESS_ERROR,
    extra: Record<string, unknown> = {},
  ) {
    super(403, message, errorType, extra);
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

/** Said whenever the metadata store cannot take a request (connection lost, locked, disk full). */
export const STORE_UNAVAILABLE_MESSAGE =
  "Tessera's metadata store is temporarily unavailable; your change was not saved";

/**
 * The metadata store is away or cannot write right now: answered 503 (retry later), never 500.
 * `cause` keeps the store's own error for the log; it never reaches the answer.
 */
export class StoreUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(503, STORE_UNAVAILABLE_MESSAGE, ErrorType.GENERIC_BACKEND_ERROR);
    this.cause = cause;
  }

  /** The store's own words, for logs and start-up messages. */
  get reason(): string {
    // A refused connection to a host with several addresses is an AggregateError without a message.
    const cause =
      this.cause instanceof AggregateError && this.cause.errors[0] instanceof Error
        ? this.cause.errors[0]
        : this.cause;
    const message = cause instanceof Error ? cause.message || cause.name : String(cause);
    const code = (cause as { code?: unknown } | null)?.code;
    return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
  }
}
