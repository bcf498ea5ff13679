import crypto from 'node:crypto';
import { ErrorType } from '@common/errors/errorTypes';
import { EngineCancelledError, EngineError, type EngineOptions } from '../engines/engine';
import type { EngineCall, EngineRequest, FromWorker, JobError, ToWorker } from './workerProtocol';
import { writableDuckDbFile } from './writableDuckDbFile';

/** How long an engine call may take, waiting for its worker included. */
export const ENGINE_CALL_TIMEOUT_MS = 30_000;

interface PendingCall<W> {
  request: EngineRequest;
  file: string;
  /** The worker it was sent to; undefined while it waits for the file's owner. */
  worker?: W;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** A worker's error answer as the EngineError the API's error handler answers. */
function engineErrorOf(error: JobError): EngineError {
  if (error.cancelled) return new EngineCancelledError(error.engineName ?? '');
  return new EngineError(error.message, error.errorType, error.engineName ?? '', error.extra);
}

/**
 * Engine calls of the API process carried out by the worker that owns a writable DuckDB file
 * (the API never opens such a file itself): sent as soon as the file has an owner, answered
 * by request id, failed when their worker ends or time runs out.
 */
export class EngineCalls<W> {
  private readonly calls = new Map<string, PendingCall<W>>();

  constructor(
    /** The worker that may open the file now (made its owner if need be), or undefined: wait. */
    private readonly target: (file: string) => W | undefined,
    private readonly send: (worker: W, message: ToWorker) => void,
  ) {}

  /** Carries out a call on the owner of the options' file; rejects with an EngineError. */
  call(
    options: EngineOptions,
    call: EngineCall,
    requestId: string = crypto.randomUUID(),
  ): Promise<unknown> {
    const file = writableDuckDbFile(options);
    if (file === undefined) return Promise.reject(new Error('Not a writable DuckDB file'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.timeOut(requestId), ENGINE_CALL_TIMEOUT_MS);
      const request: EngineRequest = { type: 'engine', requestId, engine: options, call };
      this.calls.set(requestId, { request, file, resolve, reject, timer });
      this.flush();
    });
  }

  /** Sends the calls that wait, to their file's owner, once it may open the file. */
  flush(): void {
    if (this.calls.size === 0) return;
    for (const pending of this.calls.values()) {
      if (pending.worker !== undefined) continue;
      const worker = this.target(pending.file);
      if (worker === undefined) continue;
      pending.worker = worker;
      this.send(worker, pending.request);
    }
  }

  /** A worker's answer. */
  reply(message: Extract<FromWorker, { type: 'engineReply' }>): void {
    const pending = this.end(message.requestId);
    if (!pending) return;
    if (message.error) pending.reject(engineErrorOf(message.error));
    else pending.resolve(message.value);
  }

  /** Stops a call: cancelled in the engine if it runs (a statement), dropped if it waits. */
  cancel(requestId: string): void {
    const pending = this.calls.get(requestId);
    if (!pending) return;
    if (pending.worker === undefined) {
      this.end(requestId);
      pending.reject(new EngineCancelledError('DuckDB'));
      return;
    }
    this.send(pending.worker, { type: 'engineCancel', requestId });
  }

  /** A worker ended: its calls fail, and waiting ones may go to a new owner. */
  workerEnded(worker: W): void {
    for (const [requestId, pending] of this.calls) {
      if (pending.worker !== worker) continue;
      this.end(requestId);
      pending.reject(
        new EngineError(
          'The query worker that holds this database ended unexpectedly. Try again.',
          ErrorType.GENERIC_DB_ENGINE_ERROR,
          'DuckDB',
        ),
      );
    }
  }

  /** Fails every call (the pool is closing, or no worker can start). */
  failAll(error: EngineError): void {
    for (const [requestId, pending] of this.calls) {
      this.end(requestId);
      pending.reject(error);
    }
  }

  private timeOut(requestId: string): void {
    const pending = this.end(requestId);
    if (!pending) return;
    if (pending.worker !== undefined)
      this.send(pending.worker, { type: 'engineCancel', requestId });
    pending.reject(
      new EngineError(
        `The database did not answer within ${ENGINE_CALL_TIMEOUT_MS / 1000} seconds. It may be busy with a long query; try again later.`,
        ErrorType.CONNECTION_DATABASE_TIMEOUT,
        'DuckDB',
      ),
    );
  }

  private end(requestId: string): PendingCall<W> | undefined {
    const pending = this.calls.get(requestId);
    if (!pending) return undefined;
    clearTimeout(pending.timer);
    this.calls.delete(requestId);
    return pending;
  }
}
