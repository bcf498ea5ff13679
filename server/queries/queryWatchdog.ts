import type { QueryRepository } from '../store/queryRepository';
import type { WorkerPool } from './workerPool';

/** How often a process marks its runs alive, and how long silence means their process is gone. */
const HEARTBEAT_MS = 30_000;
const LOST_AFTER_MS = 3 * HEARTBEAT_MS;

const WORKER_GONE_MESSAGE =
  'The query was interrupted: its worker is gone (Tessera restarted or the worker crashed). Please run it again.';

/**
 * Keeps query records true when their process or worker is gone: this process's runs get a
 * heartbeat, and records in progress that nobody vouches for are failed.
 */
export class QueryWatchdog {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly queries: QueryRepository,
    private readonly pool: WorkerPool,
    /** Other processes may run queries on the same store (a PostgreSQL store). */
    private readonly sharedStore: boolean,
  ) {}

  /** Fails what a previous process left in progress, then watches. */
  async start(): Promise<void> {
    // Alone on its store, a record in progress at start can only be a previous process's.
    await this.sweep(this.sharedStore ? LOST_AFTER_MS : 0);
    this.timer = setInterval(() => void this.tick().catch(() => undefined), HEARTBEAT_MS).unref();
  }

  /** Stops watching. */
  stop(): void {
    clearInterval(this.timer);
  }

  private async tick(): Promise<void> {
    await this.queries.heartbeat(this.pool.jobIds());
    await this.sweep(LOST_AFTER_MS);
  }

  /**
   * Fails records in progress that no process has vouched for within `graceMs`: not this
   * one's, and neither changed nor heartbeat recently (another process's would be).
   */
  private async sweep(graceMs: number): Promise<void> {
    const now = Date.now();
    for (const row of await this.queries.inProgress()) {
      const seen = Math.max(row.changed_on, row.alive_on ?? 0);
      if (this.pool.has(row.client_id) || now - seen < graceMs) continue;
      await this.queries.finish(row.id, {
        status: 'failed',
        end_time: now,
        error_message: WORKER_GONE_MESSAGE,
      });
    }
  }
}
