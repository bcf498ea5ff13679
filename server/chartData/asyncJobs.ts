import crypto from 'node:crypto';
import {
  type AsyncEvent,
  type AsyncJobMetadata,
  ASYNC_EVENTS_PAGE_SIZE,
  chartDataResultUrl,
} from '@common/api/asyncEvents';
import type { Principal } from '@server/plugins/auth';
import type { AsyncEventStore } from './asyncEventStore';
import { asyncJobErrors } from './asyncJobErrors';

/** What a job's work answers: the cache key its result was stored under. */
export interface AsyncJobOutcome {
  cacheKey: string;
}

/** How long closing waits for jobs under way to record how they ended. */
const CLOSE_WAIT_MS = 5000;

/**
 * Runs work as jobs and records each step (pending, running, done or error) as an event on the
 * submitter's channel. A channel belongs to one user: its id is a keyed hash of the user id, so
 * every page and API client of that user reads the same events (each page follows only the jobs
 * it submitted), nobody can name another user's channel, and no cookie is needed.
 */
export class AsyncJobManager {
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  /** Where unexpected job failures are told; the routes point it at the app's log. */
  log: (error: unknown, message: string) => void = () => undefined;

  constructor(
    private readonly events: AsyncEventStore,
    private readonly channelKey: Uint8Array,
  ) {}

  /** The caller's channel id. */
  channelFor(principal: Principal): string {
    return crypto
      .createHmac('sha256', this.channelKey)
      .update(`async-events:${principal.user.id}`)
      .digest('base64url')
      .slice(0, 32);
  }

  /**
   * Records a pending job and starts `work` after answering; the answer is the 202 body. The
   * work's failure becomes an error event with the entries the API would answer.
   */
  async submit(
    principal: Principal,
    work: () => Promise<AsyncJobOutcome>,
  ): Promise<AsyncJobMetadata> {
    if (this.closed) throw new Error('The job manager is closed');
    const job: AsyncJobMetadata = {
      channel_id: this.channelFor(principal),
      job_id: crypto.randomUUID(),
      user_id: principal.user.id,
      status: 'pending',
      result_url: null,
      errors: [],
    };
    await this.events.append(job);
    const run = this.run(job, work);
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
    return job;
  }

  /** Up to a page of the caller's events after `lastId` (from the oldest kept when null). */
  read(principal: Principal, lastId: string | null): Promise<AsyncEvent[]> {
    return this.events.read(this.channelFor(principal), lastId, ASYNC_EVENTS_PAGE_SIZE);
  }

  /** Every event of one channel after `lastId`, page by page (a channel keeps a bounded number). */
  async readAll(channel: string, lastId: string): Promise<AsyncEvent[]> {
    const all: AsyncEvent[] = [];
    let after = lastId;
    for (;;) {
      const page = await this.events.read(channel, after, ASYNC_EVENTS_PAGE_SIZE);
      all.push(...page);
      const last = page.at(-1);
      if (page.length < ASYNC_EVENTS_PAGE_SIZE || !last) return all;
      after = last.id;
    }
  }

  /** Hears every event of every channel (this process's jobs and, with Redis, every process's). */
  subscribe(listener: (event: AsyncEvent) => void): Promise<() => void> {
    return this.events.subscribe(listener);
  }

  /** Takes no more jobs, gives those under way a moment to record their end, then closes the events. */
  async close(): Promise<void> {
    this.closed = true;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_WAIT_MS);
      timer.unref();
    });
    await Promise.race([Promise.allSettled([...this.running]), deadline]);
    clearTimeout(timer);
    await this.events.close();
  }

  private async run(job: AsyncJobMetadata, work: () => Promise<AsyncJobOutcome>): Promise<void> {
    try {
      await this.events.append({ ...job, status: 'running' });
      let end: AsyncJobMetadata;
      try {
        const { cacheKey } = await work();
        end = { ...job, status: 'done', result_url: chartDataResultUrl(cacheKey) };
      } catch (error) {
        end = { ...job, status: 'error', errors: asyncJobErrors(error, this.log) };
      }
      await this.events.append(end);
    } catch (error) {
      // The events store itself failed (Redis away): the page's wait ends in its own time limit.
      this.log(error, `async job ${job.job_id}: its event could not be recorded`);
    }
  }
}
