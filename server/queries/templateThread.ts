// The template thread: renders Jinja-style SQL away from the API's event loop, where the
// renderer can stop a runaway (time) and V8 bounds its heap (memory).
import { parentPort } from 'node:worker_threads';
import { ErrorType } from '@common/errors/errorTypes';
import { AppError } from '../errors';
import { renderTemplateHere } from '../services/renderSqlTemplate';
import type { FromTemplateThread, RenderRequest } from './templateProtocol';

function answer(message: FromTemplateThread): void {
  parentPort?.postMessage(message);
}

parentPort?.on('message', (request: RenderRequest) => {
  try {
    answer({
      type: 'rendered',
      id: request.id,
      ...renderTemplateHere(request.sql, request.params, request.user, request.context),
    });
  } catch (error) {
    const known = error instanceof AppError;
    answer({
      type: 'failed',
      id: request.id,
      error: {
        status: known ? error.statusCode : 400,
        message: known
          ? error.message
          : `The template could not be rendered: ${(error as Error).message ?? String(error)}`,
        errorType: known ? error.errorType : ErrorType.INVALID_TEMPLATE_PARAMS_ERROR,
      },
    });
  }
});
answer({ type: 'ready' });
