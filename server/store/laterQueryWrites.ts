import { perStore } from './perStore';

/**
 * How long after its answer a run's final write starts. The client that reads the answer is often
 * woken on this process's core (on two cores, measured with perf sched), and a write started at
 * once made it wait for the CPU; 2 ms is more than it needs to read a small answer.
 */
const AFTER_ANSWER_MS = 2;

/**
 * Query-record writes that land just after the answer they belong to. A synchronous run's final
 * write cost about 0.4 ms of every small answer (more with PostgreSQL as the store); the answer
 * already holds the final record, so it goes first. Every read and write of query records in
 * this process waits for the writes still pending, so nothing here sees a run as unfinished
 * once its answer has left. Other web processes may, for a few milliseconds.
 */
export class LaterQueryWrites {
  private readonly pending = new Set<Promise<unknown>>();

  /** Runs `write` a moment after the current turn (which sends the answer) is over. */
  after<T>(write: () => Promise<T>): Promise<T> {
    const done = new Promise<T>((resolve, reject) => {
      setTimeout(() => write().then(resolve, reject), AFTER_ANSWER_MS);
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
