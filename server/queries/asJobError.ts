import { ErrorType } from '@common/errors/errorTypes';
import { EngineError } from '../engines/engine';
import type { JobError } from './workerProtocol';

/** Whatever a run or engine call threw, as the error a worker sends back. */
export function asJobError(error: unknown, cancelled: boolean): JobError {
  if (error instanceof EngineError) {
    return {
      message: error.message,
      errorType: error.errorType,
      engineName: error.engineName,
      extra: error.extra,
      cancelled,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message, errorType: ErrorType.GENERIC_DB_ENGINE_ERROR, cancelled };
}
