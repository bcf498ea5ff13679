import { perStore } from './perStore';

/**
 * Query-record writes that land just after the answer they belong to. A synchronous run's final
 * write cost about 0.4 ms of every small answer (more with PostgreSQL as the store); the answer
 * already holds the final record, so it goes first. Every read and write of query records in
 * this process waits for the writes still pending, so nothing here sees a run as unfinished
 * once its answer has left. Other web processes may, for about a millisecond.
 */
export class LaterQueryWrites {
  private readonly pending = new Set<Promise<unknown>>();

  /** Runs `write` once the current turn (which sends the answer) is over. */
  after<T>(write: () => Promise<T>): Promise<T> {
    const done = new Promise<T>((resolve, reject) => {
      // At once, not a few milliseconds later: a later write lands in the next run, and work
      // beside a DuckDB run slows it by more than the work itself (docs/ARCHITECTURE.md).
      setImmediate(() => write().then(resolve, reject));
    });
    this.pending.add(done);
    const forget = () => this.pending.delete(done);
    done.then(forget, forget);
    return done;
  }

  /** Resolves when every pending write has landed; undefined (nothing to wait for) when none is. */
  settled(): Promise<void> | undefined {
    if (this.pending.size === 0) return undefined;
    return Promise.allSettled([...this.pending]).then(() => undefined);
  }
}

/** The later query writes of one metadata store. */
export const laterQueryWritesFor = perStore(() => new LaterQueryWrites());
