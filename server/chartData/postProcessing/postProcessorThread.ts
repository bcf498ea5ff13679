// The post-processing thread: pivots, rolling windows and joins over a large result run here,
// never on the API's event loop.
import { parentPort } from 'node:worker_threads';
import { ErrorType } from '@common/errors/errorTypes';
import { AppError } from '../../errors';
import { processTables } from './processTables';
import type { FromPostProcessorThread, ToPostProcessorThread } from './postProcessorProtocol';

function answer(message: FromPostProcessorThread, transfer: ArrayBuffer[] = []): void {
  parentPort?.postMessage(message, transfer);
}

parentPort?.on('message', (job: ToPostProcessorThread) => {
  try {
    const out = processTables(job);
    // A fresh copy owns its whole ArrayBuffer, so it moves to the API thread without a copy.
    const bytes = new Uint8Array(out);
    answer({ type: 'done', id: job.id, bytes }, [bytes.buffer]);
  } catch (error) {
    const known = error instanceof AppError;
    answer({
      type: 'failed',
      id: job.id,
      error: {
        status: known ? error.statusCode : 500,
        message: known ? error.message : `Post-processing failed: ${(error as Error).message}`,
        errorType: known ? error.errorType : ErrorType.GENERIC_BACKEND_ERROR,
      },
    });
  }
});
answer({ type: 'ready' });
