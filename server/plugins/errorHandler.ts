import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorType } from '../../common/errors/errorTypes';
import { EngineError } from '../engines/engine';
import { AppError, FieldValidationError, TooManyRequestsError } from '../errors';

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
        return reply
          .status(status)
          .send(errorBody(error.message, error.errorType, { engine_name: error.engineName }));
      }
      if (error instanceof AppError) {
        if (error instanceof TooManyRequestsError)
          reply.header('retry-after', String(error.retryAfterSeconds));
        return reply
          .status(error.statusCode)
          .send(errorBody(error.message, error.errorType, error.extra));
      }
      const status =
        'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        return reply
          .status(status)
          .send(errorBody(error.message, ErrorType.INVALID_PAYLOAD_FORMAT_ERROR));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send(errorBody('An internal error occurred', ErrorType.GENERIC_BACKEND_ERROR));
    },
  );
}
