import { Worker } from 'node:worker_threads';
import { ErrorType, type ErrorTypeName } from '@common/errors/errorTypes';
import { AppError } from '../../errors';
import type {
  FromPostProcessorThread,
  PostProcessingJob,
  ToPostProcessorThread,
} from './postProcessorProtocol';

const ENTRY = new URL('./postProcessorThreadEntry.mjs', import.meta.url);
/** Threads that post-process at once; more jobs wait their turn. */
const MAX_THREADS = 2;
/** The heap one thread may use: a pivot that needs more fails alone, not the API. */
const HEAP_MB = 1024;

interface Job {
  job: PostProcessingJob;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  current?: Job & { id: number };
}

function failure(
  message: string,
  status = 500,
  errorType: string = ErrorType.GENERIC_BACKEND_ERROR,
) {
  return new AppError(status, message, errorType as ErrorTypeName);
}

/**
 * Runs post-processing (time-offset joins, then the rules) on worker threads, over columnar
 * tables: bytes in, bytes out, so the API's event loop never walks a large result.
 */
export class PostProcessor {
  private readonly threads: Thread[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly heapMb = HEAP_MB) {}

  /** The post-processed table; the main table as is when there is nothing to do. */
  run(job: PostProcessingJob): Promise<Buffer> {
    const main = job.tables[0];
    if (main && job.rules.length === 0 && job.offsets.length === 0)
      return Promise.resolve(Buffer.from(main.buffer, main.byteOffset, main.byteLength));
    if (this.closed) return Promise.reject(failure('The server is shutting down', 503));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  private spawn(): Thread {
    const worker = new Worker(ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb },
    });
    // Idle threads never keep the process alive.
    worker.unref();
    const thread: Thread = { worker, ready: false };
    worker.on('message', (message: FromPostProcessorThread) => this.onMessage(thread, message));
    worker.on('error', (error: Error & { code?: string }) =>
      this.retire(
        thread,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? failure(
              `Post-processing needs more than ${this.heapMb} MB of memory and was stopped`,
              400,
              ErrorType.GENERIC_COMMAND_ERROR,
            )
          : failure(`Post-processing failed: ${error.message}`),
      ),
    );
    worker.on('exit', () =>
      this.retire(thread, failure('Post-processing failed: its thread ended')),
    );
    return thread;
  }

  private onMessage(thread: Thread, message: FromPostProcessorThread): void {
    if (message.type === 'ready') {
      thread.ready = true;
      this.pump();
      return;
    }
    const current = thread.current;
    if (!current || current.id !== message.id) return;
    thread.current = undefined;
    if (message.type === 'done')
      current.resolve(
        Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength),
      );
    else
      current.reject(failure(message.error.message, message.error.status, message.error.errorType));
    this.pump();
  }

  /** A thread that ended or failed: its job fails, and another starts when needed. */
  private retire(thread: Thread, error: Error): void {
    const index = this.threads.indexOf(thread);
    if (index < 0) return;
    this.threads.splice(index, 1);
    thread.current?.reject(error);
    thread.current = undefined;
    void thread.worker.terminate();
    this.pump();
  }

  private pump(): void {
    if (this.closed) return;
    while (this.queue.length > 0) {
      const free = this.threads.find((t) => t.ready && !t.current);
      if (!free) {
        const loading = this.threads.filter((t) => !t.ready).length;
        if (this.threads.length < MAX_THREADS && loading < this.queue.length)
          this.threads.push(this.spawn());
        return;
      }
      const next = this.queue.shift();
      if (!next) return;
      const id = this.nextId++;
      free.current = { ...next, id };
      free.worker.postMessage({ id, ...next.job } satisfies ToPostProcessorThread);
    }
  }

  /** Stops every thread; jobs waiting or under way fail. */
  async close(): Promise<void> {
    this.closed = true;
    const shutting = () => failure('The server is shutting down', 503);
    for (const job of this.queue.splice(0)) job.reject(shutting());
    const threads = this.threads.splice(0);
    for (const thread of threads) thread.current?.reject(shutting());
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }
}
