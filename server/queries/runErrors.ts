// How runs end when something other than their SQL stops them: time limits, a shutdown, the
// results backend; and the error shape their records keep.
import { ErrorType } from '@common/errors/errorTypes';
import { type JobError, RESULTS_BACKEND_UNAVAILABLE } from './workerProtocol';

/** What a run in flight during a shutdown ends with. */
export const RESTARTED_MESSAGE = 'Tessera was restarted while this query ran';
/** How a shutdown ends the runs in flight. */
export const RESTARTED: JobError = {
  message: RESTARTED_MESSAGE,
  errorType: ErrorType.GENERIC_BACKEND_ERROR,
  cancelled: false,
};

/** A run that reached its time limit, saying whether it was still waiting for a worker. */
export function timeoutError(timeoutMs: number, synchronous: boolean, queued: boolean): JobError {
  const seconds = timeoutMs / 1000;
  const kind = synchronous ? 'synchronous' : 'asynchronous';
  const message = queued
    ? `The query waited ${seconds} seconds for a free query worker, the time limit of ${kind} runs, and did not run. Try again when fewer queries are running${synchronous ? ', or run it asynchronously' : ''}.`
    : `The query exceeded the ${seconds} second time limit of ${kind} runs and was stopped. Try a smaller query${synchronous ? ', or run it asynchronously' : ''}.`;
  return { message, errorType: ErrorType.SQLLAB_TIMEOUT_ERROR, cancelled: false };
}

/** How a run ends whose results cannot be kept. */
export const BACKEND_UNAVAILABLE: JobError = {
  message: RESULTS_BACKEND_UNAVAILABLE,
  errorType: ErrorType.RESULTS_BACKEND_ERROR,
  cancelled: false,
};

/** A failed record's extra_json: the error in Superset's shape. */
export function errorExtra(
  message: string,
  errorType: string,
  engineName: string | null,
  extra: Record<string, unknown> = {},
): string {
  const details = { engine_name: engineName, ...extra };
  return JSON.stringify({
    errors: [{ message, error_type: errorType, level: 'error', extra: details }],
  });
}
