import type { Engine, EngineOptions } from '../engines/engine';
import { createEngine } from '../engines/registry';
import { duckDbFileOf } from './writableDuckDbFile';

interface Held {
  engine: Engine;
  /** The DuckDB file it opens, if any. */
  file?: string;
  /** Runs and engine calls using it now. */
  users: number;
  /** Closers waiting for the last user to finish. */
  unused: (() => void)[];
}

/** An engine in use; `done()` hands it back. */
export interface EngineLease {
  engine: Engine;
  done(): void;
}

/**
 * A worker's engines, by options, kept between runs. At most one engine holds a DuckDB file:
 * DuckDB's file lock is per process, so two instances of one file here would not stop each
 * other from writing it. An engine is closed only once nothing uses it (a connection keeps the
 * file locked until it closes).
 */
export class WorkerEngines {
  private readonly held = new Map<string, Held>();

  /** The engine of these options, created on first use; in use until done() is called. */
  async lease(options: EngineOptions): Promise<EngineLease> {
    const key = JSON.stringify(options);
    let held = this.held.get(key);
    if (!held) {
      const file = duckDbFileOf(options);
      // The same file under other settings (the database changed): that engine lets go first.
      if (file !== undefined && this.holds(file)) await this.release(file);
      held = this.held.get(key);
      if (!held) {
        held = { engine: createEngine(options), file, users: 0, unused: [] };
        this.held.set(key, held);
      }
    }
    const lease = held;
    lease.users += 1;
    return {
      engine: lease.engine,
      done: () => {
        lease.users -= 1;
        if (lease.users === 0) for (const resolve of lease.unused.splice(0)) resolve();
      },
    };
  }

  private holds(file: string): boolean {
    for (const held of this.held.values()) if (held.file === file) return true;
    return false;
  }

  /** Closes every engine on a DuckDB file once its runs and calls have ended, freeing the file. */
  async release(file: string): Promise<void> {
    const closing: Held[] = [];
    for (const [key, held] of this.held) {
      if (held.file !== file) continue;
      this.held.delete(key);
      closing.push(held);
    }
    await Promise.all(
      closing.map(async (held) => {
        if (held.users > 0) await new Promise<void>((resolve) => held.unused.push(resolve));
        await held.engine.close().catch(() => undefined);
      }),
    );
  }
}
