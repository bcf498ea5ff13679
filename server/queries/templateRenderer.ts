import { Worker } from 'node:worker_threads';
import { ErrorType } from '@common/errors/errorTypes';
import { AppError } from '../errors';
import { EMPTY_TEMPLATE_CONTEXT, type TemplateContext } from '@common/api/templateContext';
import type {
  FromTemplateThread,
  RenderedTemplate,
  RenderRequest,
  TemplateUserFields,
} from './templateProtocol';

const ENTRY = new URL('./templateThreadEntry.mjs', import.meta.url);
/** Threads that render at once: a runaway template holds one until its time is up. */
const MAX_THREADS = 2;
/** The heap one render may use; a template that needs more is stopped. */
const TEMPLATE_HEAP_MB = 128;

interface Job {
  request: Omit<RenderRequest, 'id'>;
  resolve: (rendered: RenderedTemplate) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  job?: Job & { id: number; timer?: NodeJS.Timeout };
}

function templateError(message: string): AppError {
  return new AppError(400, message, ErrorType.INVALID_TEMPLATE_PARAMS_ERROR);
}

/**
 * Renders SQL templates on worker threads with a time and memory budget: a catastrophic regular
 * expression or a huge string costs that render (stopped, with a clear error), never the API's
 * event loop or its memory.
 */
export class TemplateRenderer {
  private readonly threads: Thread[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly timeoutMs: number,
    private readonly heapMb = TEMPLATE_HEAP_MB,
  ) {}

  /** Renders one template; rejects with an AppError the caller can answer as is. */
  async render(
    sql: string,
    params: Record<string, unknown>,
    user: TemplateUserFields,
    context: TemplateContext = EMPTY_TEMPLATE_CONTEXT,
  ): Promise<string> {
    return (await this.renderTemplate(sql, params, user, context)).sql;
  }

  /** Renders one template, with the filter columns it read (for charts' WHERE clauses). */
  renderTemplate(
    sql: string,
    params: Record<string, unknown>,
    user: TemplateUserFields,
    context: TemplateContext = EMPTY_TEMPLATE_CONTEXT,
  ): Promise<RenderedTemplate> {
    if (this.closed) return Promise.reject(templateError('The server is shutting down'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { sql, params, user, context }, resolve, reject });
      this.pump();
    });
  }

  /** Starts one thread now, so the first template does not wait for it to load. */
  warm(): void {
    if (this.threads.length === 0 && !this.closed) this.threads.push(this.spawn());
  }

  private spawn(): Thread {
    const worker = new Worker(ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb, maxYoungGenerationSizeMb: 16 },
    });
    // Idle threads never keep the process alive.
    worker.unref();
    const thread: Thread = { worker, ready: false };
    worker.on('message', (message: FromTemplateThread) => this.onMessage(thread, message));
    worker.on('error', (error: Error & { code?: string }) =>
      this.retire(
        thread,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? templateError(
              `The template needs more than ${this.heapMb} MB of memory to render and was stopped`,
            )
          : templateError(`The template could not be rendered: ${error.message}`),
      ),
    );
    worker.on('exit', () =>
      this.retire(thread, templateError('The template could not be rendered: its thread ended')),
    );
    return thread;
  }

  private onMessage(thread: Thread, message: FromTemplateThread): void {
    if (message.type === 'ready') {
      thread.ready = true;
      this.pump();
      return;
    }
    const job = thread.job;
    if (!job || job.id !== message.id) return;
    clearTimeout(job.timer);
    thread.job = undefined;
    if (message.type === 'rendered')
      job.resolve({
        sql: message.sql,
        appliedFilters: message.appliedFilters,
        removedFilters: message.removedFilters,
      });
    else
      job.reject(
        new AppError(message.error.status, message.error.message, message.error.errorType),
      );
    this.pump();
  }

  /** A thread that ended or was stopped: its job fails, and it is replaced when needed. */
  private retire(thread: Thread, error: Error): void {
    const index = this.threads.indexOf(thread);
    if (index < 0) return;
    this.threads.splice(index, 1);
    const job = thread.job;
    thread.job = undefined;
    if (job) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    void thread.worker.terminate();
    this.pump();
  }

  private pump(): void {
    if (this.closed) return;
    while (this.queue.length > 0) {
      const free = this.threads.find((t) => t.ready && !t.job);
      if (!free) {
        // Threads still loading will take the queue when they are ready.
        const loading = this.threads.filter((t) => !t.ready).length;
        if (this.threads.length < MAX_THREADS && loading < this.queue.length)
          this.threads.push(this.spawn());
        return;
      }
      const job = this.queue.shift();
      if (!job) return;
      const id = this.nextId++;
      free.job = { ...job, id };
      // The budget counts from the hand-over: a thread's loading is not the template's time.
      free.job.timer = setTimeout(
        () =>
          this.retire(
            free,
            templateError(
              `The template took longer than ${this.timeoutMs / 1000} seconds to render and was stopped`,
            ),
          ),
        this.timeoutMs,
      );
      free.worker.postMessage({ id, ...job.request } satisfies RenderRequest);
    }
  }

  /** Stops every thread; renders waiting or under way fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.reject(templateError('The server is shutting down'));
    const threads = this.threads.splice(0);
    for (const thread of threads) {
      clearTimeout(thread.job?.timer);
      thread.job?.reject(templateError('The server is shutting down'));
    }
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }
}
