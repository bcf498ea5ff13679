import type { ChildProcess } from 'node:child_process';
import { ErrorType } from '@common/errors/errorTypes';
import { EngineError, type EngineOptions } from '../engines/engine';
import { EngineCalls } from './engineCalls';
import { FileOwners } from './fileOwners';
import type { EngineCall, EngineCallResults, FromWorker, RunJob, ToWorker } from './workerProtocol';
import { duckDbFileOf, writableDuckDbFile } from './writableDuckDbFile';

/** What the pool's workers show of themselves here. */
export interface OwnerWorker {
  child: ChildProcess;
  /** Loaded: only ready workers can hold files. */
  ready: boolean;
  job?: unknown;
}

/** A queued job's files, worked out once. */
export interface FileJob {
  run: RunJob;
  /** The DuckDB file the job opens for writing (undefined: none); set when it is queued. */
  writableFile?: string;
  /** The DuckDB file it opens read-only (null: none), looked up only while some file is owned. */
  file?: string | null;
}

/** Sends a message to a worker that can still receive one. */
function send(worker: OwnerWorker, message: ToWorker): void {
  if (worker.child.connected) worker.child.send(message);
}

/**
 * The worker pool's side of writable DuckDB files: one worker owns each (FileOwners), jobs on it
 * run there, and the API's engine calls on it are carried out there (EngineCalls).
 */
export class OwnedFiles<W extends OwnerWorker> {
  private readonly owners: FileOwners<W>;
  private readonly calls: EngineCalls<W>;

  constructor(
    workers: () => readonly W[],
    /** Starts workers if need be; an error while none can start or the pool is closed. */
    private readonly unavailable: () => EngineError | undefined,
  ) {
    const ready = () => workers().filter((w) => w.ready && w.child.connected);
    this.owners = new FileOwners<W>(ready, (worker, file) =>
      send(worker, { type: 'release', file }),
    );
    // An owner for a call's file: an idle ready worker first.
    this.calls = new EngineCalls<W>((file) => {
      const candidates = ready();
      return this.owners.target(file, candidates.find((w) => !w.job) ?? candidates[0]);
    }, send);
  }

  /** Marks a job that opens a DuckDB file for writing; call when it is queued. */
  queued(job: FileJob): void {
    job.writableFile = writableDuckDbFile(job.run.engine);
  }

  /** Whether a worker may start a job now: a job on a writable DuckDB file waits for its owner. */
  mayTake(job: FileJob, worker: W): boolean {
    if (job.writableFile !== undefined) return this.owners.mayTake(job.writableFile, true, worker);
    // The fast path: no file is owned, so a read-only job may go anywhere.
    if (this.owners.idle) return true;
    if (job.file === undefined) job.file = duckDbFileOf(job.run.engine) ?? null;
    return this.owners.mayTake(job.file ?? undefined, false, worker);
  }

  /** Handles a worker's message about files or engine calls; false for any other message. */
  onMessage(
    worker: W,
    message: FromWorker,
  ): message is Extract<FromWorker, { type: 'engineReply' | 'released' }> {
    if (message.type === 'engineReply') {
      this.calls.reply(message);
      return true;
    }
    if (message.type === 'released') {
      this.owners.released(worker, message.file);
      this.calls.flush();
      return true;
    }
    return false;
  }

  /** Sends the engine calls that waited for an owner; cheap when none wait. */
  flush(): void {
    this.calls.flush();
  }

  /** A worker ended: its file locks went with it, and its calls fail. */
  workerEnded(worker: W): void {
    this.owners.workerEnded(worker);
    this.calls.workerEnded(worker);
    this.calls.flush();
  }

  /** Fails the engine calls in progress (no worker can start, or the pool closes). */
  failCalls(message: string): void {
    this.calls.failAll(new EngineError(message, ErrorType.GENERIC_DB_ENGINE_ERROR, 'DuckDB'));
  }

  /**
   * Carries out an Engine method on the worker that owns the options' writable DuckDB file (the
   * API process never opens one); rejects with an EngineError. `requestId` lets a statement be
   * cancelled.
   */
  call<C extends EngineCall>(
    options: EngineOptions,
    call: C,
    requestId?: string,
  ): Promise<EngineCallResults[C['op']]> {
    const error = this.unavailable();
    if (error) return Promise.reject(error);
    return this.calls.call(options, call, requestId) as Promise<EngineCallResults[C['op']]>;
  }

  /** Cancels an engine call's statement. */
  cancelCall(requestId: string): void {
    this.calls.cancel(requestId);
  }

  /** The worker that owns a file for writing now, if any. */
  ownerOf(file: string): W | undefined {
    return this.owners.ownerOf(file);
  }

  /**
   * Has the worker that owns a DuckDB file for writing close it, before this process opens it
   * read-only (its settings changed); settles at once when no worker owns it.
   */
  releaseFile(file: string): Promise<void> {
    return this.owners.releaseFile(file);
  }
}
