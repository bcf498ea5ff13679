import crypto from 'node:crypto';
import path from 'node:path';
import { IN_PROGRESS_STATES } from '@common/api/sqllab';
import { ErrorType } from '@common/errors/errorTypes';
import { finalLimitingFactor, type LimitingFactor } from '@common/sql/limits';
import type { EngineOptions } from '../engines/engine';
import { QueryRepository, type QueryRow } from '../store/queryRepository';
import type { Store } from '../store/db';
import { FileResultsBackend, type ResultsBackend } from './resultsBackend';
import { BACKEND_UNAVAILABLE, errorExtra, RESTARTED, timeoutError } from './runErrors';
import { type JobError, RESULTS_BACKEND_UNAVAILABLE } from './workerProtocol';
import { QueryWatchdog } from './queryWatchdog';
import { type JobOutcome, WorkerPool, workerExecArgv } from './workerPool';

/** What a run needs besides its record. */
export interface RunPlan {
  engine: EngineOptions;
  statements: string[];
  /** Index of the CTAS/CVAS statement allowed to write, if any. */
  writableStatement?: number;
  limit: number;
  limitingFactor: LimitingFactor;
  timeoutMs: number;
  /** Seconds the results stay in the backend. */
  ttlSeconds: number;
  /**
   * The results key; a fresh random one when absent (callers that cache derive it) or while
   * another run here still writes it.
   */
  resultsKey?: string;
}

export interface QueryRunnerOptions {
  home: string;
  workers: number;
  perUserCap: number;
  backend?: ResultsBackend;
  /** Each worker's heap, in megabytes (Node's default when absent). */
  workerMemoryMb?: number;
  /**
   * Other processes may run queries on the same store (a PostgreSQL store). Without it, a
   * record left in progress at start can only be a previous process's, and fails at once.
   */
  sharedStore?: boolean;
}

export const STOPPED_MESSAGE = 'Query was stopped';
/**
 * Results up to 1 MiB travel inside the worker's message, and are answered before their file
 * is written. Larger ones go through the file: on two cores, writing it while the answer is
 * sent only moves the same work around (measured), and a large message holds the API's loop.
 */
const INLINE_MAX_BYTES = 1024 * 1024;

/** Who a run is for, known before its record is stored. */
export interface RunOwner {
  clientId: string;
  userId: number;
  /** Asynchronous: the record waits as pending until a worker takes the run. */
  pending: boolean;
  /**
   * An HTTP answer waits for this run, and holds its final record: it may go out before the
   * record's final write (see LaterQueryWrites). Runs nobody answers write first.
   */
  answerFirst: boolean;
}

/** A finished run: its final record, and its rows' bytes when they are at hand. */
export interface RunResult {
  row: QueryRow;
  bytes?: Buffer;
}

/** Runs query records on the worker pool and keeps the records true, whatever happens. */
export class QueryRunner {
  readonly pool: WorkerPool;
  readonly backend: ResultsBackend;
  private readonly queries: QueryRepository;
  private readonly watchdog: QueryWatchdog;

  constructor(
    db: Store,
    private readonly options: QueryRunnerOptions,
  ) {
    this.queries = new QueryRepository(db);
    this.pool = new WorkerPool(
      options.workers,
      options.perUserCap,
      workerExecArgv(options.workerMemoryMb),
    );
    this.backend = options.backend ?? new FileResultsBackend(path.join(options.home, 'results'));
    this.watchdog = new QueryWatchdog(this.queries, this.pool, options.sharedStore === true);
  }

  /** Fails what a previous process left in progress, then keeps the records true. */
  async start(): Promise<void> {
    await this.watchdog.start();
  }

  /** True while a run with this client id is queued or running in this process. */
  isRunning(clientId: string): boolean {
    return this.pool.has(clientId);
  }

  /**
   * Runs SQL for a record stored meanwhile: the job leaves for a worker first, then `store`
   * inserts the record, so the insert overlaps the run instead of delaying it. `finished`
   * resolves with the final record once the run has ended, or rejects with the insert's error
   * when the record could not be stored (the run is then cancelled and its results dropped).
   * Throws at once (TooManyQueriesError, nothing stored) when the user has too many runs.
   */
  run(
    owner: RunOwner,
    store: () => Promise<QueryRow>,
    plan: RunPlan,
  ): { recorded: Promise<QueryRow>; finished: Promise<RunResult> } {
    // Workers write a key's file in place: a run whose key another run here is still writing
    // gets a key of its own (its result is simply not shared).
    const key =
      plan.resultsKey && !this.keysInUse.has(plan.resultsKey)
        ? plan.resultsKey
        : crypto.randomUUID();
    const spool = this.backend.spoolTarget(key);
    // The "running" write must land before the final one, or a late one could hide the result.
    let started: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    // The record is stored after the job is handed over, which may call onStart first.
    let recordStored!: (record: Promise<QueryRow>) => void;
    const storedLater = new Promise<QueryRow>((resolve) => (recordStored = resolve));
    // A failed insert is answered through `recorded`; this copy only orders the "running" write.
    storedLater.catch(() => undefined);
    // A time limit or a shutdown ends the run at once, without waiting for its worker to stop.
    let interrupt!: (error: JobError) => void;
    const interrupted = new Promise<JobOutcome>((resolve) => {
      interrupt = (error) => {
        resolve({ ok: false, error });
        this.pool.cancel(owner.clientId);
      };
    });
    const startTimer = () => {
      if (settled) return;
      timer = setTimeout(
        () =>
          interrupt(timeoutError(plan.timeoutMs, !owner.pending, this.pool.queued(owner.clientId))),
        plan.timeoutMs,
      );
    };
    // A synchronous caller waits from the moment it asks: its limit covers the queue too, but
    // not workers still loading after a start.
    if (!owner.pending) void this.pool.whenReady().then(startTimer);
    const outcome = this.pool.submit(
      {
        type: 'run',
        jobId: owner.clientId,
        engine: plan.engine,
        statements: plan.statements,
        writableStatement: plan.writableStatement,
        limit: plan.limit,
        spoolFile: spool.file,
        spoolAlways: spool.always,
        expiresAt: Date.now() + plan.ttlSeconds * 1000,
        inlineMaxBytes: INLINE_MAX_BYTES,
      },
      owner.userId,
      () => {
        // Asynchronous runs wait as pending; they are recorded running once a worker has them,
        // and their limit counts from then.
        if (!owner.pending) return;
        started = storedLater.then((row) => this.queries.markRunning(row.id));
        startTimer();
      },
      // The engine's progress (DuckDB's), after the "running" write; only while in progress.
      (progress) =>
        void Promise.all([storedLater, started])
          .then(([row]) => this.queries.setProgress(row.id, progress))
          .catch(() => undefined),
    );
    this.keysInUse.add(key);
    this.interrupts.set(owner.clientId, interrupt);
    if (this.closing) interrupt(RESTARTED);
    const recorded = store();
    recordStored(recorded);
    recorded.catch(() => this.pool.cancel(owner.clientId));
    const outcomeAfterStart = Promise.race([
      outcome.then(async (result) => {
        await started.catch(() => undefined);
        return result;
      }),
      interrupted,
    ]);
    // Results a worker kept after its run was interrupted belong to no record.
    void Promise.all([outcome, interrupted]).then(async ([result]) => {
      if (!result.ok) return;
      await result.stored?.catch(() => undefined);
      await this.backend.delete(key).catch(() => undefined);
    });
    const finished = this.settle(
      recorded,
      plan,
      key,
      spool,
      outcomeAfterStart,
      owner.answerFirst,
    ).finally(() => {
      settled = true;
      clearTimeout(timer);
      this.interrupts.delete(owner.clientId);
      this.stopAsked.delete(owner.clientId);
      this.keysInUse.delete(key);
    });
    this.finishing.add(finished);
    void finished.catch(() => undefined).finally(() => this.finishing.delete(finished));
    return { recorded, finished };
  }

  private async settle(
    recorded: Promise<QueryRow>,
    plan: RunPlan,
    key: string,
    spool: { file: string; always: boolean },
    pending: Promise<JobOutcome>,
    answerFirst: boolean,
  ): Promise<RunResult> {
    let row: QueryRow;
    try {
      row = await recorded;
    } catch (error) {
      // No record of ours: whatever the cancelled run left behind goes, once it is all written.
      const outcome = await pending;
      if (outcome.ok) await outcome.stored?.catch(() => undefined);
      await this.backend.delete(key).catch(() => undefined);
      throw error;
    }
    try {
      const outcome = await pending;
      if (outcome.ok) {
        // Small results came in the message: store them, and answer from memory.
        const inline = outcome.inline;
        const bytes =
          inline === undefined
            ? undefined
            : Buffer.from(inline.buffer, inline.byteOffset, inline.byteLength);
        const now = Date.now();
        const changes = {
          status: 'success',
          progress: 100,
          rows: outcome.rowCount,
          limiting_factor: outcome.sizeLimited
            ? 'RESULT_SIZE'
            : finalLimitingFactor(plan.limitingFactor, outcome.fetched, plan.limit),
          results_key: key,
          end_time: now,
          extra_json: JSON.stringify({ columns: outcome.columns, bytes: outcome.bytes }),
        };
        // Store first: a record must never name results that cannot be read (a read waits for
        // a file the worker is still writing).
        await (bytes && !spool.always
          ? this.backend.put(key, bytes, plan.ttlSeconds)
          : this.backend.adopt(key, spool.file, plan.ttlSeconds, outcome.stored));
        const final: QueryRow = { ...row, ...changes, changed_on: now };
        // The answer goes before the final write (see LaterQueryWrites), unless a stop was
        // asked here meanwhile: then the record decides, and a stop wins over the worker.
        if (answerFirst && !this.stopAsked.has(row.client_id)) {
          const ended = this.queries.finishAfterAnswer(row.id, changes, now);
          ended
            .then((done) => (done ? undefined : this.backend.delete(key)))
            // A store that cannot write leaves the record running: the watchdog fails it.
            .catch(() => undefined);
          // The rows were answered from memory; a write that fails later (a full disk) must not
          // leave the record naming results that were never kept.
          outcome.stored?.catch(() => this.resultsLost(row, key, ended));
          return { row: final, bytes };
        }
        // Nobody holds these rows: the record says success only once they are kept.
        await outcome.stored;
        if (await this.queries.finish(row.id, changes, now)) return { row: final, bytes };
        await this.backend.delete(key);
      } else {
        await this.recordFailure(row, outcome.error);
      }
    } catch (error) {
      console.error(`Tessera: a result could not be stored (${(error as Error).message})`);
      await this.recordFailure(row, BACKEND_UNAVAILABLE);
      await this.backend.delete(key).catch(() => undefined);
    }
    return { row: (await this.queries.findById(row.id)) ?? row };
  }

  /** A finished run whose stored rows were lost after its answer: its record says so. */
  private async resultsLost(row: QueryRow, key: string, ended: Promise<boolean>): Promise<void> {
    try {
      if (!(await ended)) return;
      await this.queries.update(row.id, {
        status: 'failed',
        results_key: null,
        error_message: RESULTS_BACKEND_UNAVAILABLE,
        extra_json: errorExtra(RESULTS_BACKEND_UNAVAILABLE, ErrorType.RESULTS_BACKEND_ERROR, null),
      });
    } catch {
      // The store is away too: the record names a key that reads as expired ("re-run").
    }
  }

  /** How to end each run of this process at once, by client id. */
  private readonly interrupts = new Map<string, (error: JobError) => void>();
  /** Results keys of the runs under way here. */
  private readonly keysInUse = new Set<string>();
  /** Runs of this process that have not settled yet. */
  private readonly finishing = new Set<Promise<RunResult>>();
  private closing = false;
  /** Client ids of runs of this process that a stop was asked for. */
  private readonly stopAsked = new Set<string>();

  private async recordFailure(row: QueryRow, error: JobError): Promise<void> {
    const timedOut = error.errorType === ErrorType.SQLLAB_TIMEOUT_ERROR;
    // Only a run still in progress: a stop recorded meanwhile stays a stop.
    await this.queries.finish(row.id, {
      status: timedOut ? 'timed_out' : error.cancelled ? 'stopped' : 'failed',
      end_time: Date.now(),
      error_message: error.message,
      extra_json: errorExtra(error.message, error.errorType, error.engineName ?? null, error.extra),
    });
  }

  /** Stops a run: the record says stopped at once, and the engine is asked to cancel. */
  async stop(row: QueryRow): Promise<void> {
    if (!(IN_PROGRESS_STATES as readonly string[]).includes(row.status)) return;
    if (this.pool.has(row.client_id)) this.stopAsked.add(row.client_id);
    // Only a run still in progress: one that has ended meanwhile keeps its end.
    await this.queries.finish(row.id, {
      status: 'stopped',
      end_time: Date.now(),
      error_message: STOPPED_MESSAGE,
    });
    this.pool.cancel(row.client_id);
  }

  /**
   * For a shutdown: ends every run of this process at once as failed with RESTARTED_MESSAGE
   * (waiting callers get that answer), cancels them in the engines, and refuses new ones.
   */
  async interruptAll(): Promise<void> {
    this.closing = true;
    for (const interrupt of this.interrupts.values()) interrupt(RESTARTED);
    await Promise.allSettled([...this.finishing]);
  }

  /** Ends the workers and the watchdog. */
  async close(): Promise<void> {
    this.watchdog.stop();
    await this.pool.close();
    await this.backend.close();
  }
}
