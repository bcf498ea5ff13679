// A query worker process: runs user SQL through the engines, far from the API's event loop.
import fs from 'node:fs';
import { ErrorType } from '../../common/errors/errorTypes';
import {
  type Engine,
  type EngineConnection,
  EngineError,
  type StatementResult,
} from '../engines/engine';
import { createEngine } from '../engines/registry';
import type { FromWorker, JobError, RunJob, ToWorker } from './workerProtocol';

const engines = new Map<string, Engine>();
const running = new Map<string, { connection?: EngineConnection; cancelled: boolean }>();

function send(message: FromWorker): void {
  process.send?.(message);
}

function engineFor(job: RunJob): Engine {
  const key = JSON.stringify(job.engine);
  let engine = engines.get(key);
  if (!engine) {
    engine = createEngine(job.engine);
    engines.set(key, engine);
  }
  return engine;
}

function asJobError(error: unknown, cancelled: boolean): JobError {
  if (error instanceof EngineError) {
    return {
      message: error.message,
      errorType: error.errorType,
      engineName: error.engineName,
      cancelled,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message, errorType: ErrorType.GENERIC_DB_ENGINE_ERROR, cancelled };
}

/** Keeps the first `limit` rows of ",\n"-joined row JSON (JSON never holds a raw newline). */
function firstRows(rowsJson: string, rowCount: number, limit: number | null): string {
  if (limit === null || rowCount <= limit) return rowsJson;
  let end = rowsJson.length;
  for (let extra = rowCount - limit; extra > 0; extra--) end = rowsJson.lastIndexOf(',\n', end - 1);
  return end <= 0 ? '' : rowsJson.slice(0, end);
}

async function run(job: RunJob): Promise<void> {
  const state: { connection?: EngineConnection; cancelled: boolean } = { cancelled: false };
  running.set(job.jobId, state);
  try {
    const connection = await engineFor(job).connect();
    state.connection = connection;
    if (state.cancelled)
      throw new EngineError('Query was stopped', ErrorType.GENERIC_DB_ENGINE_ERROR, '');
    send({ type: 'started', jobId: job.jobId });
    try {
      let last: StatementResult = { rowsJson: '', rowCount: 0, columns: [] };
      for (const [index, statement] of job.statements.entries()) {
        const isLast = index === job.statements.length - 1;
        const fetchLimit = isLast && job.limit !== null ? job.limit + 1 : null;
        last = await connection.run(statement, fetchLimit);
        if (state.cancelled)
          throw new EngineError('Query was stopped', ErrorType.GENERIC_DB_ENGINE_ERROR, '');
      }
      const kept = firstRows(last.rowsJson, last.rowCount, job.limit);
      const payload = `[${kept}]`;
      const bytes = Buffer.byteLength(payload);
      const inline = bytes <= job.inlineMaxBytes;
      if (!inline) await fs.promises.writeFile(job.spoolFile, payload, { mode: 0o600 });
      send({
        type: 'done',
        jobId: job.jobId,
        fetched: last.rowCount,
        rowCount: job.limit === null ? last.rowCount : Math.min(last.rowCount, job.limit),
        columns: last.columns,
        bytes,
        inline: inline ? payload : undefined,
      });
    } finally {
      await connection.close().catch(() => undefined);
    }
  } catch (error) {
    send({ type: 'failed', jobId: job.jobId, error: asJobError(error, state.cancelled) });
  } finally {
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
  }
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
