// A query worker process: runs user SQL through the engines, far from the API's event loop.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ErrorType } from '@common/errors/errorTypes';
import { type EngineConnection, EngineError, type StatementResult } from '../engines/engine';
import { reportsProgress } from '../engines/reportsProgress';
import { asJobError } from './asJobError';
import { pollProgress } from './pollProgress';
import { cancelEngineCall, serveEngineCall } from './serveEngineCall';
import { type EngineLease, WorkerEngines } from './workerEngines';
import {
  type FromWorker,
  RESULTS_BACKEND_UNAVAILABLE,
  type RunJob,
  type ToWorker,
} from './workerProtocol';

const engines = new WorkerEngines();
const running = new Map<string, { connection?: EngineConnection; cancelled: boolean }>();

function send(message: FromWorker): void {
  process.send?.(message);
}

/**
 * Pieces of at most 1 MiB per write call: on this kind of VM one 3 MB write() to a new ext4 file
 * took 5.3–6.5 ms, the same bytes in 1 MiB or smaller pieces 0.6–0.9 ms (measured).
 */
const WRITE_PIECE_BYTES = 1024 * 1024;

function backendError(cause: unknown): EngineError {
  const code = (cause as NodeJS.ErrnoException).code ?? 'unknown';
  // The cause goes to the log; the answer names no path of the server's.
  console.error(`Tessera: the results folder cannot be written (${code})`);
  openBeforeAnswer = true;
  return new EngineError(RESULTS_BACKEND_UNAVAILABLE, ErrorType.RESULTS_BACKEND_ERROR, '');
}

/**
 * Opens the file the results backend reads, recreating the results folder when it went missing
 * (an operator's clean-up), so the backend recovers by itself. Any other failure (a file in the
 * folder's place, no permission) fails the run: no record may name results that were never kept.
 */
function openSpool(file: string): number {
  try {
    return fs.openSync(file, 'w', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw backendError(error);
  }
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    return fs.openSync(file, 'w', 0o600);
  } catch (error) {
    throw backendError(error);
  }
}

/** Writes the table where the results backend expects it, with its expiry as the mtime. */
function spool(job: RunJob, table: Buffer): void {
  // Synchronous: this process runs one job at a time, and the write is on the job's own path.
  const fd = openSpool(job.spoolFile);
  try {
    for (let offset = 0; offset < table.byteLength;) {
      const length = Math.min(WRITE_PIECE_BYTES, table.byteLength - offset);
      offset += fs.writeSync(fd, table, offset, length);
    }
    const expires = new Date(job.expiresAt);
    fs.futimesSync(fd, expires, expires);
  } catch (error) {
    throw backendError(error);
  } finally {
    fs.closeSync(fd);
  }
}

const write = promisify(fs.write);
const futimes = promisify(fs.futimes);
const close = promisify(fs.close);

/**
 * Until a result file has been written, or after one failed, each is opened before the answer
 * (a results folder that cannot be written then fails the run itself). Once writes work, the
 * open waits until after the answer: creating a file costs 0.3 ms here (measured), and a write
 * that fails then turns its record to failed (QueryRunner.resultsLost).
 */
let openBeforeAnswer = true;

/** Writes the stored result after the rows have left in the message, then says so. */
async function spoolAfterAnswer(
  job: RunJob,
  opened: number | undefined,
  table: Buffer,
): Promise<void> {
  let error: string | undefined;
  let fd = opened;
  try {
    // After the answer: the same open as before it, now off the answer's path.
    fd ??= openSpool(job.spoolFile);
    // Off the main thread, so the message's bytes keep flowing to the API meanwhile.
    for (let offset = 0; offset < table.byteLength;) {
      const length = Math.min(WRITE_PIECE_BYTES, table.byteLength - offset);
      offset += (await write(fd, table, offset, length)).bytesWritten;
    }
    const expires = new Date(job.expiresAt);
    await futimes(fd, expires, expires);
    openBeforeAnswer = false;
  } catch (failure) {
    openBeforeAnswer = true;
    error = (failure as NodeJS.ErrnoException).code ?? 'write failed';
    console.error(`Tessera: a result could not be written (${error})`);
  } finally {
    if (fd !== undefined) await close(fd).catch(() => undefined);
  }
  send({ type: 'stored', spoolFile: job.spoolFile, error });
}

async function run(job: RunJob): Promise<void> {
  const state: { connection?: EngineConnection; cancelled: boolean } = { cancelled: false };
  running.set(job.jobId, state);
  let lease: EngineLease | undefined;
  try {
    lease = await engines.lease(job.engine);
    const connection = await lease.engine.connect();
    state.connection = connection;
    if (state.cancelled)
      throw new EngineError('Query was stopped', ErrorType.GENERIC_DB_ENGINE_ERROR, '');
    let current = 0;
    // DuckDB tells how far a statement is: SQL Lab's bar follows it through the record.
    const stopProgress = reportsProgress(connection)
      ? pollProgress(
          () => connection.progress(),
          () => ({ index: current, count: job.statements.length }),
          (progress) => send({ type: 'progress', jobId: job.jobId, progress }),
        )
      : undefined;
    try {
      let last: StatementResult | undefined;
      for (const [index, statement] of job.statements.entries()) {
        current = index;
        // Only the last statement's rows are kept.
        const limit = index === job.statements.length - 1 ? job.limit : 0;
        last = await connection.run(statement, limit, index === job.writableStatement);
        if (state.cancelled)
          throw new EngineError('Query was stopped', ErrorType.GENERIC_DB_ENGINE_ERROR, '');
      }
      stopProgress?.();
      if (!last) throw new EngineError('The query is empty', ErrorType.INVALID_SQL_ERROR, '');
      const bytes = last.table.byteLength;
      const inline = bytes <= job.inlineMaxBytes;
      // A fresh file costs a few milliseconds per megabyte on this kind of VM (new pages):
      // rows that travel in the message are answered first, and stored meanwhile.
      const storing = inline && job.spoolAlways;
      if (!inline) spool(job, last.table);
      const fd = storing && openBeforeAnswer ? openSpool(job.spoolFile) : undefined;
      send({
        type: 'done',
        jobId: job.jobId,
        fetched: last.fetched,
        rowCount: last.rowCount,
        sizeLimited: last.sizeLimited === true,
        columns: last.columns,
        bytes,
        inline: inline ? last.table : undefined,
        storing,
      });
      // Once the message has left, and at once: a write put off by even 2 ms ran into the next
      // run, and work beside a DuckDB run slows it by more than the work itself (measured).
      const table = last.table;
      if (storing) setImmediate(() => void spoolAfterAnswer(job, fd, table));
    } finally {
      stopProgress?.();
      await connection.close().catch(() => undefined);
    }
  } catch (error) {
    send({ type: 'failed', jobId: job.jobId, error: asJobError(error, state.cancelled) });
  } finally {
    // After the connection's close: the engine may be closed now (its file released).
    lease?.done();
    running.delete(job.jobId);
  }
}

process.on('message', (message: ToWorker) => {
  if (message.type === 'run') {
    void run(message);
  } else if (message.type === 'cancel') {
    const state = running.get(message.jobId);
    if (state) {
      state.cancelled = true;
      void state.connection?.cancel().catch(() => undefined);
    }
  } else if (message.type === 'engine') {
    void serveEngineCall(engines, message, send);
  } else if (message.type === 'engineCancel') {
    cancelEngineCall(message.requestId);
  } else if (message.type === 'release') {
    void engines.release(message.file).then(() => send({ type: 'released', file: message.file }));
  }
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
