import {
  type Engine,
  EngineCancelledError,
  type EngineConnection,
  type StatementResult,
} from '../engines/engine';
import { asJobError } from './asJobError';
import type { WorkerEngines } from './workerEngines';
import type { EngineCall, EngineRequest, FromWorker } from './workerProtocol';

interface CallState {
  connection?: EngineConnection;
  cancelled: boolean;
}

/** Engine calls in progress in this worker, by request id. */
const running = new Map<string, CallState>();

/** One statement on a session of its own, which a cancel interrupts. */
async function runStatement(
  engine: Engine,
  call: Extract<EngineCall, { op: 'run' }>,
  state: CallState,
): Promise<StatementResult> {
  const connection = await engine.connect();
  state.connection = connection;
  try {
    if (state.cancelled) throw new EngineCancelledError(engine.dialect.engineName);
    return await connection.run(call.sql, call.limit, call.write);
  } finally {
    await connection.close().catch(() => undefined);
  }
}

function perform(engine: Engine, call: EngineCall, state: CallState): Promise<unknown> {
  switch (call.op) {
    case 'testConnection':
      return engine.testConnection();
    case 'catalogs':
      return engine.catalogs();
    case 'schemas':
      return engine.schemas(call.catalog);
    case 'tables':
      return engine.tables(call.schema, call.catalog);
    case 'tableMetadata':
      return engine.tableMetadata(call.table, call.schema, call.catalog);
    case 'run':
      return runStatement(engine, call, state);
  }
}

/**
 * Carries out an Engine method for the API process on this worker's engine (the owner of a
 * writable DuckDB file), beside whatever job the worker runs, and sends the answer.
 */
export async function serveEngineCall(
  engines: WorkerEngines,
  request: EngineRequest,
  send: (message: FromWorker) => void,
): Promise<void> {
  const state: CallState = { cancelled: false };
  running.set(request.requestId, state);
  try {
    const lease = await engines.lease(request.engine);
    try {
      const value = await perform(lease.engine, request.call, state);
      send({ type: 'engineReply', requestId: request.requestId, value });
    } finally {
      lease.done();
    }
  } catch (error) {
    send({
      type: 'engineReply',
      requestId: request.requestId,
      error: asJobError(error, state.cancelled),
    });
  } finally {
    running.delete(request.requestId);
  }
}

/** Cancels an engine call's statement inside the engine. */
export function cancelEngineCall(requestId: string): void {
  const state = running.get(requestId);
  if (!state) return;
  state.cancelled = true;
  void state.connection?.cancel().catch(() => undefined);
}
