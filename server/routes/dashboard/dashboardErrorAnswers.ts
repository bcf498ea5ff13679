import type { FastifyInstance } from 'fastify';
import { ErrorType } from '@common/errors/errorTypes';
import { DashboardChangedError } from '@server/services/dashboardChangedError';
import { DashboardInvalidError } from '@server/services/dashboardInvalidError';

/**
 * Answers the dashboard rules' refusals as Superset does: 422 `{message: {field: [..]}}`; a
 * stale save 412 with the current ETag, so the client can offer to reload. Every other error
 * goes on to the app's one error handler.
 */
export function answerDashboardErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((error, _request, reply) => {
    if (error instanceof DashboardInvalidError)
      return reply.status(422).send({ message: error.fields });
    if (error instanceof DashboardChangedError) {
      if (error.currentEtag) reply.header('etag', error.currentEtag);
      const { message } = error;
      return reply.status(412).send({
        message,
        errors: [
          { message, error_type: ErrorType.GENERIC_COMMAND_ERROR, level: 'error', extra: {} },
        ],
      });
    }
    throw error;
  });
}
