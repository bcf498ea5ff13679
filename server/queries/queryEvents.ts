import { EventEmitter } from 'node:events';
import { perStore } from '../store/perStore';

type Listener = (id: number) => void;

/**
 * In-process notices that a query record changed, for the SQL Lab websocket. With several web
 * processes each sees only its own changes, so clients keep polling updated_since as a fallback.
 */
export class QueryEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per process, not per socket; no leak warning is wanted for a few more.
    this.emitter.setMaxListeners(0);
  }

  /** Tells listeners that the record with this id changed (a no-op when nobody listens). */
  changed(id: number): void {
    if (this.emitter.listenerCount('changed') > 0) this.emitter.emit('changed', id);
  }

  /** Listens for changed records; returns the function that stops listening. */
  onChanged(listener: Listener): () => void {
    this.emitter.on('changed', listener);
    return () => this.emitter.off('changed', listener);
  }
}

/** The query events of one metadata store. */
export const queryEventsFor = perStore(() => new QueryEvents());
