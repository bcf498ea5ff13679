import type { FastifyInstance } from 'fastify';
import { DatasetInvalidError } from '@server/services/datasetInvalidError';

/**
 * Answers a DatasetInvalidError as Superset does: 422 `{message: {field: [..]}}`. Every other
 * error goes on to the app's one error handler.
 */
export function answerDatasetInvalid(scope: FastifyInstance): void {
  scope.setErrorHandler((error, _request, reply) => {
    if (error instanceof DatasetInvalidError)
      return reply.status(422).send({ message: error.fields });
    throw error;
  });
}
