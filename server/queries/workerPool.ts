import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorType } from '@common/errors/errorTypes';
import { EngineError } from '../engines/engine';
import { type FileJob, OwnedFiles } from './ownedFiles';
import type { FromWorker, JobError, RunJob } from './workerProtocol';

export type JobOutcome =
  | ({ ok: true } & Omit<Extract<FromWorker, { type: 'done' }>, 'type' | 'jobId' | 'storing'> & {
        /** Settles when the worker has written the stored result (see RunJob.spoolAlways). */
        stored?: Promise<void>;
      })
  | { ok: false; error: JobError };

/** A stored result a worker is still writing after its job ended. */
interface PendingStore {
  worker: Worker;
  resolve: () => void;
  reject: (error: Error) => void;
}

interface Job extends FileJob {
  run: RunJob;
  userId: number;
  onStart: () => void;
  onProgress?: (progress: number) => void;
  resolve: (outcome: JobOutcome) => void;
  cancelled: boolean;
}

interface Worker {
  child: ChildProcess;
  /** The worker has loaded and said so; jobs go only to ready workers. */
  ready: boolean;
  job?: Job;
  killTimer?: NodeJS.Timeout;
}

const WORKER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'queryWorker.ts');
/** How long a worker may take to honour a cancel before it is killed. */
const CANCEL_GRACE_MS = 5000;
/**
 * A worker's old generation starts at 128 MB, so full collections wait until that much has
 * been allocated. By default it starts small, and a worker that had served a few hundred
 * queries collected fully after every 100 000-row result (its live heap 12 MB): G2 right
 * after G1 measured 44 ms, and 33–36 ms with this flag (docs/ARCHITECTURE.md).
 */
const WORKER_V8_FLAGS = ['--initial-old-space-size=128'];
/**
 * A worker's Node options. `memoryMb` bounds its heap: a result that would take more (say, a
 * driver's rows) ends that worker with an out-of-memory failure of its one query, not the machine.
 */
export function workerExecArgv(memoryMb?: number): string[] {
  const heap = memoryMb === undefined ? [] : [`--max-old-space-size=${memoryMb}`];
  return ['--import', 'tsx', ...WORKER_V8_FLAGS, ...heap];
}

/** The first wait before replacing a worker that ended before it was ready; it doubles. */
const RESPAWN_FIRST_DELAY_MS = 250;
const RESPAWN_MAX_DELAY_MS = 30_000;

export class TooManyQueriesError extends Error {}

/** How a job stopped on request ends, queued or running. */
const STOPPED: JobError = {
  message: 'Query was stopped',
  errorType: ErrorType.GENERIC_DB_ENGINE_ERROR,
  cancelled: true,
};

/**
 * Child processes that run queries, one job each at a time. Jobs beyond the pool's size wait;
 * a freed worker takes the oldest job of the user with the fewest running, so nobody starves.
 */
export class WorkerPool {
  private readonly workers: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly jobs = new Map<string, Job>();
  /** By spool file. */
  private readonly stores = new Map<string, PendingStore>();
  private closed = false;
  private readonly readyWaiters: (() => void)[] = [];
  /** Workers in a row that ended before they were ready, and how the last one ended. */
  private startFailures = 0;
  private startFailure = '';
  /** Writable DuckDB files: one worker owns each; the API's engine calls on them go there. */
  readonly files = new OwnedFiles<Worker>(
    () => this.workers,
    () => {
      if (this.closed) return new EngineError('Tessera is shutting down', STOPPED.errorType, '');
      this.ensureStarted();
      if (!this.cannotStart()) return undefined;
      const { message, errorType } = this.startError();
      return new EngineError(message, errorType, 'DuckDB');
    },
  );

  constructor(
    private readonly size: number,
    private readonly perUserCap: number,
    /** The workers' Node options (tests give one that Node refuses). */
    private readonly execArgv = workerExecArgv(),
  ) {}

  /** Starts the workers now, so that the first run does not wait for them to load. */
  warm(): void {
    this.ensureStarted();
  }

  /** Workers start with the first job (or warm()), so processes that never query spawn none. */
  private ensureStarted(): void {
    while (this.workers.length < this.size && !this.closed) this.workers.push(this.spawn());
  }

  private spawn(): Worker {
    const child = fork(WORKER_FILE, [], {
      execArgv: this.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const worker: Worker = { child, ready: false };
    child.on('message', (message: FromWorker) => this.onMessage(worker, message));
    child.on('exit', (code, signal) => this.onExit(worker, code, signal));
    return worker;
  }

  private onMessage(worker: Worker, message: FromWorker): void {
    if (this.files.onMessage(worker, message)) {
      this.dispatch();
      return;
    }
    if (message.type === 'ready') {
      worker.ready = true;
      this.startFailures = 0;
      for (const resolve of this.readyWaiters.splice(0)) resolve();
      this.dispatch();
      return;
    }
    if (message.type === 'stored') {
      const store = this.stores.get(message.spoolFile);
      this.stores.delete(message.spoolFile);
      if (message.error === undefined) store?.resolve();
      else store?.reject(new Error(message.error));
      return;
    }
    const job = worker.job;
    if (!job || message.jobId !== job.run.jobId) return;
    if (message.type === 'failed') {
      this.finish(worker, { ok: false, error: message.error });
      return;
    }
    if (message.type === 'progress') {
      job.onProgress?.(message.progress);
      return;
    }
    const { storing, ...done } = message;
    const stored = storing
      ? new Promise<void>((resolve, reject) =>
          this.stores.set(job.run.spoolFile, { worker, resolve, reject }),
        )
      : undefined;
    // Nobody may wait on it (the run failed meanwhile); its failure is still handled.
    stored?.catch(() => undefined);
    this.finish(worker, { ok: true, ...done, stored });
  }

  private onExit(worker: Worker, code: number | null, signal: NodeJS.Signals | null): void {
    clearTimeout(worker.killTimer);
    for (const [spoolFile, store] of this.stores) {
      if (store.worker !== worker) continue;
      this.stores.delete(spoolFile);
      store.reject(new Error('The query worker ended before it had stored the results'));
    }
    const index = this.workers.indexOf(worker);
    const job = worker.job;
    worker.job = undefined;
    this.files.workerEnded(worker);
    if (job) {
      this.jobs.delete(job.run.jobId);
      job.resolve({
        ok: false,
        error: job.cancelled
          ? STOPPED
          : {
              message: `The query worker ended unexpectedly (${signal ?? `exit code ${code}`}); the query did not finish. It may have run out of memory.`,
              errorType: ErrorType.GENERIC_DB_ENGINE_ERROR,
              cancelled: false,
            },
      });
    }
    if (index < 0 || this.closed) return;
    if (worker.ready) {
      this.workers[index] = this.spawn();
      this.dispatch();
      return;
    }
    // It ended before it could run anything (a broken install, a bad option): replacing it at
    // once would loop, and the jobs waiting for it would wait forever.
    this.startFailures += 1;
    this.startFailure = signal ?? `exit code ${code}`;
    if (this.cannotStart()) this.failQueued();
    const delay = Math.min(
      RESPAWN_MAX_DELAY_MS,
      RESPAWN_FIRST_DELAY_MS * 2 ** (this.startFailures - 1),
    );
    setTimeout(() => {
      if (this.closed || this.workers[index] !== worker) return;
      this.workers[index] = this.spawn();
    }, delay).unref();
  }

  /** No worker is ready, and as many as the pool holds have ended before they were. */
  private cannotStart(): boolean {
    return this.startFailures >= this.size && !this.workers.some((w) => w.ready);
  }

  /** The answer to jobs while no worker can start. */
  private startError(): JobError {
    return {
      message: `The query workers cannot start (the last one ended with ${this.startFailure}). See the server log.`,
      errorType: ErrorType.GENERIC_DB_ENGINE_ERROR,
      cancelled: false,
    };
  }

  private failQueued(): void {
    for (const job of this.queue.splice(0)) {
      this.jobs.delete(job.run.jobId);
      job.resolve({ ok: false, error: this.startError() });
    }
    this.files.failCalls(this.startError().message);
  }

  private finish(worker: Worker, outcome: JobOutcome): void {
    const job = worker.job;
    clearTimeout(worker.killTimer);
    worker.job = undefined;
    if (job) {
      this.jobs.delete(job.run.jobId);
      job.resolve(outcome);
    }
    this.dispatch();
  }

  private runningFor(userId: number): number {
    return this.workers.filter((w) => w.job?.userId === userId).length;
  }

  private dispatch(): void {
    this.files.flush();
    for (const worker of this.workers) {
      if (worker.job || this.queue.length === 0 || !worker.ready || !worker.child.connected)
        continue;
      let best = -1;
      for (let i = 0; i < this.queue.length; i++) {
        const candidate = this.queue[i];
        // A job on a writable DuckDB file waits for the worker that owns it.
        if (!candidate || !this.files.mayTake(candidate, worker)) continue;
        const current = this.queue[best];
        if (!current || this.runningFor(candidate.userId) < this.runningFor(current.userId))
          best = i;
      }
      if (best < 0) continue;
      const [job] = this.queue.splice(best, 1);
      if (!job) continue;
      worker.job = job;
      worker.child.send(job.run);
      // A worker runs one job at a time, so handing it over is the start: no message needed.
      job.onStart();
    }
  }

  /**
   * Runs a job; resolves when it ends in any way. Throws TooManyQueriesError over the user's cap.
   * `onProgress` hears the run's percent where the engine tells (DuckDB).
   */
  submit(
    run: RunJob,
    userId: number,
    onStart: () => void,
    onProgress?: (progress: number) => void,
  ): Promise<JobOutcome> {
    const mine = [...this.jobs.values()].filter((job) => job.userId === userId).length;
    if (mine >= this.perUserCap) throw new TooManyQueriesError();
    this.ensureStarted();
    if (this.cannotStart()) return Promise.resolve({ ok: false, error: this.startError() });
    return new Promise((resolve) => {
      const job: Job = { run, userId, onStart, onProgress, resolve, cancelled: false };
      this.files.queued(job);
      this.jobs.set(run.jobId, job);
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** Stops a job: dropped if queued, cancelled in the engine if running, killed if it will not stop. */
  cancel(jobId: string): void {
    const job = this.jobs.get(jobId);
    if (!job || job.cancelled) return;
    job.cancelled = true;
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.jobs.delete(jobId);
      job.resolve({ ok: false, error: STOPPED });
      return;
    }
    const worker = this.workers.find((w) => w.job === job);
    if (!worker) return;
    worker.child.send({ type: 'cancel', jobId });
    worker.killTimer = setTimeout(() => worker.child.kill('SIGKILL'), CANCEL_GRACE_MS);
  }

  /** Settles once a worker is ready (at once when one is), or when the pool is closed. */
  whenReady(): Promise<void> {
    if (this.closed || this.workers.some((w) => w.ready)) return Promise.resolve();
    this.ensureStarted();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** True while the job waits for a worker. */
  queued(jobId: string): boolean {
    return this.queue.some((job) => job.run.jobId === jobId);
  }

  /** True while the job is queued or running. */
  has(jobId: string): boolean {
    return this.jobs.has(jobId);
  }

  /** Ids of the jobs queued or running. */
  jobIds(): string[] {
    return [...this.jobs.keys()];
  }

  /** Process ids of the workers (tests kill one mid-run). */
  pids(): number[] {
    return this.workers.map((w) => w.child.pid ?? 0);
  }

  /** The pid of the worker running a job, if any. */
  pidOf(jobId: string): number | undefined {
    return this.workers.find((w) => w.job?.run.jobId === jobId)?.child.pid;
  }

  /** Ends every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const resolve of this.readyWaiters.splice(0)) resolve();
    this.files.failCalls('Tessera is shutting down');
    await Promise.all(
      this.workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.child.exitCode !== null || w.child.signalCode !== null) return resolve();
            w.child.once('exit', () => resolve());
            w.child.kill('SIGTERM');
          }),
      ),
    );
  }
}
