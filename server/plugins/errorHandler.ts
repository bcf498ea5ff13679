import crypto from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorType } from '@common/errors/errorTypes';
import { EngineError } from '../engines/engine';
import {
  AppError,
  FieldValidationError,
  StoreUnavailableError,
  TooManyRequestsError,
} from '../errors';
import { clientErrorAnswer } from './clientErrorAnswer';

/** How long a client should wait before trying again while the metadata store is away. */
const STORE_RETRY_AFTER_SECONDS = 5;

function errorBody(message: string, errorType: string, extra: Record<string, unknown> = {}) {
  return { message, errors: [{ message, error_type: errorType, level: 'error', extra }] };
}

/** Field name of a validation issue: the path, or the unrecognised keys of a strict object. */
function fieldsOf(issue: { keyword: string; instancePath: string; params: unknown }): string[] {
  const keys = (issue.params as { keys?: unknown } | undefined)?.keys;
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length > 0) {
    return keys.map(String);
  }
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return [field || '_schema'];
}

/** The one place errors become HTTP answers; nothing internal leaks out. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | AppError | FieldValidationError | EngineError, request, reply) => {
      if (error instanceof FieldValidationError) {
        return reply.status(400).send({ message: error.fields });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const message =
            issue.keyword === 'unrecognized_keys'
              ? 'Unknown field.'
              : (issue.message ?? 'Invalid value.');
          for (const field of fieldsOf(issue)) (fields[field] ??= []).push(message);
        }
        return reply.status(400).send({ message: fields });
      }
      if (error instanceof EngineError) {
        const status = error.errorType.startsWith('CONNECTION_') ? 422 : 400;
        return reply.status(status).send(
          errorBody(error.message, error.errorType, {
            engine_name: error.engineName,
            ...error.extra,
          }),
        );
      }
      if (error instanceof AppError) {
        if (error instanceof TooManyRequestsError)
          reply.header('retry-after', String(error.retryAfterSeconds));
        if (error instanceof StoreUnavailableError) {
          // The store's own words go to the log only: they may name hosts.
          request.log.warn({ reason: error.reason }, 'metadata store unavailable');
          reply.header('retry-after', String(STORE_RETRY_AFTER_SECONDS));
        }
        return reply
          .status(error.statusCode)
          .send(errorBody(error.message, error.errorType, error.extra));
      }
      const status =
        'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        const answer = clientErrorAnswer(error, request.routeOptions.bodyLimit);
        return reply
          .status(status)
          .send(errorBody(answer.message, ErrorType.INVALID_PAYLOAD_FORMAT_ERROR, answer.extra));
      }
      // One id in the answer and in the log line, so a report of the answer finds the trace.
      const errorId = crypto.randomBytes(6).toString('hex');
      request.log.error({ err: error, error_id: errorId }, `unhandled error (error id ${errorId})`);
      return reply
        .status(500)
        .send(
          errorBody(
            `An internal error occurred (error id ${errorId})`,
            ErrorType.GENERIC_BACKEND_ERROR,
            { error_id: errorId },
          ),
        );
    },
  );
}
