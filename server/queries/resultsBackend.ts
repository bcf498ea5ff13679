import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Redis } from 'ioredis';

/** Where serialised results live, under their results key, until they expire. */
export interface ResultsBackend {
  /**
   * Where a worker writes a key's bytes, and whether it writes them even when they also travel
   * in its message (true when that file already is the stored result).
   */
  spoolTarget(key: string): { file: string; always: boolean };
  /**
   * Takes a spooled file the worker wrote and keeps its bytes under the key; `written` settles
   * when a worker still writing the file (after answering) is done.
   */
  adopt(key: string, spoolFile: string, ttlSeconds: number, written?: Promise<void>): Promise<void>;
  /** Keeps bytes under the key. */
  put(key: string, bytes: Buffer, ttlSeconds: number): Promise<void>;
  /**
   * The bytes of a key, after `head` when one is given (an answer's own first bytes), whole or
   * as a stream; undefined when expired or unknown.
   */
  open(key: string, head?: Uint8Array): Promise<Readable | Buffer | undefined>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

const KEY = /^[A-Za-z0-9-]{8,64}$/;
/** Columnar tables (common/results/columnarTable.ts); older JSON files simply expire. */
const EXTENSION = '.tsc';
/** Result files up to this size are read whole rather than streamed. */
const WHOLE_READ_MAX_BYTES = 8 * 1024 * 1024;

/**
 * A file read straight in after `head`: one buffer and one read call, where reading the file and
 * joining it to the head took two buffers of fresh memory (about 2 ms more for 3 MB here).
 */
async function readAfter(
  file: string,
  head: Uint8Array,
  size: number,
): Promise<Buffer | undefined> {
  const handle = await fs.promises.open(file, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const out = Buffer.allocUnsafe(head.byteLength + size);
    out.set(head, 0);
    let read = 0;
    while (read < size) {
      const { bytesRead } = await handle.read(out, head.byteLength + read, size - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    return out.subarray(0, head.byteLength + read);
  } finally {
    await handle.close();
  }
}

/** A stream of `head`, then of the file. */
function streamAfter(file: string, head: Uint8Array): Readable {
  const rest = fs.createReadStream(file, { highWaterMark: 1024 * 1024 });
  if (head.byteLength === 0) return rest;
  return Readable.from(
    (async function* () {
      yield Buffer.from(head);
      for await (const chunk of rest) yield chunk as Buffer;
    })(),
    { objectMode: false },
  );
}

const NO_HEAD = new Uint8Array(0);

/** Files in TESSERA_HOME/results; expiry is the file's mtime plus its time to live. */
export class FileResultsBackend implements ResultsBackend {
  private readonly sweeper: NodeJS.Timeout;
  /** Result files workers are still writing: reading or deleting one waits for its write. */
  private readonly writing = new Map<string, Promise<void>>();
  /** The folder with a trailing separator: a key (no separators) is simply appended. */
  private readonly prefix: string;

  constructor(private readonly dir: string) {
    this.prefix = path.join(dir, path.sep);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.sweeper = setInterval(() => this.sweep(), 10 * 60 * 1000).unref();
  }

  private file(key: string): string {
    if (!KEY.test(key)) throw new Error('Invalid results key');
    return `${this.prefix}${key}${EXTENSION}`;
  }

  /** The worker writes the result file itself, with its expiry, off the API's event loop. */
  spoolTarget(key: string): { file: string; always: boolean } {
    return { file: this.file(key), always: true };
  }

  async adopt(
    key: string,
    spoolFile: string,
    ttlSeconds: number,
    written?: Promise<void>,
  ): Promise<void> {
    const target = this.file(key);
    // The worker writes the final file and sets its expiry itself, maybe still now.
    if (spoolFile === target) {
      if (written) {
        // A failed write leaves no file: the key then reads as expired ("re-run the query").
        // The folder itself may be what failed, so removing can fail too: it never throws.
        const settled = written.catch(() =>
          fs.promises.rm(target, { force: true }).catch(() => undefined),
        );
        this.writing.set(key, settled);
        void settled.finally(() => this.writing.delete(key));
      }
      return;
    }
    await fs.promises.rename(spoolFile, target);
    const expires = new Date(Date.now() + ttlSeconds * 1000);
    await fs.promises.utimes(target, expires, expires);
  }

  async put(key: string, bytes: Buffer, ttlSeconds: number): Promise<void> {
    const target = this.file(key);
    await fs.promises.writeFile(target, bytes, { mode: 0o600 });
    const expires = new Date(Date.now() + ttlSeconds * 1000);
    await fs.promises.utimes(target, expires, expires);
  }

  async open(key: string, head = NO_HEAD): Promise<Readable | Buffer | undefined> {
    const file = this.file(key);
    await this.writing.get(key);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat || stat.mtimeMs < Date.now()) return undefined;
    // Up to a few megabytes, one read costs less than a stream's turns; beyond, a stream keeps
    // memory flat. Large reads mean few chunks to pass along.
    if (stat.size <= WHOLE_READ_MAX_BYTES) return readAfter(file, head, stat.size);
    return streamAfter(file, head);
  }

  async delete(key: string): Promise<void> {
    // Else a write still under way would bring the file back.
    await this.writing.get(key);
    await fs.promises.rm(this.file(key), { force: true });
  }

  /** Removes expired results (their mtime is their expiry). */
  sweep(now = Date.now()): void {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch {
      // A missing folder is made again by the next run's worker; nothing to sweep meanwhile.
      return;
    }
    for (const name of names) {
      const file = path.join(this.dir, name);
      // A file being written has no expiry yet.
      if (this.writing.has(name.slice(0, -EXTENSION.length))) continue;
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (stat && stat.mtimeMs < now && (name.endsWith(EXTENSION) || name.endsWith('.json')))
        fs.rmSync(file, { force: true });
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}

/** Redis, when TESSERA_REDIS_URL is set: results shared by every web process. */
export class RedisResultsBackend implements ResultsBackend {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    // Connection errors reach each command, which fails its run; repeated here they would only
    // flood the log while Redis is away (ioredis reconnects by itself).
    this.redis.on('error', () => undefined);
  }

  spoolTarget(key: string): { file: string; always: boolean } {
    return { file: path.join(os.tmpdir(), `tessera-${key}${EXTENSION}`), always: false };
  }

  async adopt(key: string, spoolFile: string, ttlSeconds: number): Promise<void> {
    const bytes = await fs.promises.readFile(spoolFile);
    await fs.promises.rm(spoolFile, { force: true });
    await this.put(key, bytes, ttlSeconds);
  }

  async put(key: string, bytes: Buffer, ttlSeconds: number): Promise<void> {
    const reply = await this.redis.set(
      `tessera:results:${key}`,
      bytes,
      'EX',
      Math.max(1, ttlSeconds),
    );
    // A silent failed write would surface later as a 410; fail the query now instead.
    if (reply !== 'OK') throw new Error('The results backend did not store the results');
  }

  async open(key: string, head = NO_HEAD): Promise<Buffer | undefined> {
    const bytes = await this.redis.getBuffer(`tessera:results:${key}`);
    if (!bytes || head.byteLength === 0) return bytes ?? undefined;
    return Buffer.concat([head, bytes]);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(`tessera:results:${key}`);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
