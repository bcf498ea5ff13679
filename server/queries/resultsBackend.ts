import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Redis } from 'ioredis';

/** Where serialised results live, under their results key, until they expire. */
export interface ResultsBackend {
  /** Takes a spooled file the worker wrote and keeps its bytes under the key. */
  adopt(key: string, spoolFile: string, ttlSeconds: number): Promise<void>;
  /** Keeps bytes under the key. */
  put(key: string, bytes: Buffer, ttlSeconds: number): Promise<void>;
  /** The bytes of a key as a stream, or undefined when expired or unknown. */
  open(key: string): Promise<Readable | Buffer | undefined>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

const KEY = /^[A-Za-z0-9-]{8,64}$/;

/** Files in TESSERA_HOME/results; expiry is the file's mtime plus its time to live. */
export class FileResultsBackend implements ResultsBackend {
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.sweeper = setInterval(() => this.sweep(), 10 * 60 * 1000).unref();
  }

  private file(key: string): string {
    if (!KEY.test(key)) throw new Error('Invalid results key');
    return path.join(this.dir, `${key}.json`);
  }

  /** The folder workers spool into. */
  get spoolDir(): string {
    return this.dir;
  }

  async adopt(key: string, spoolFile: string, ttlSeconds: number): Promise<void> {
    const target = this.file(key);
    if (spoolFile !== target) await fs.promises.rename(spoolFile, target);
    const expires = new Date(Date.now() + ttlSeconds * 1000);
    await fs.promises.utimes(target, expires, expires);
  }

  async put(key: string, bytes: Buffer, ttlSeconds: number): Promise<void> {
    const target = this.file(key);
    await fs.promises.writeFile(target, bytes, { mode: 0o600 });
    const expires = new Date(Date.now() + ttlSeconds * 1000);
    await fs.promises.utimes(target, expires, expires);
  }

  async open(key: string): Promise<Readable | undefined> {
    const file = this.file(key);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat || stat.mtimeMs < Date.now()) return undefined;
    // Large reads mean few chunks to pass along for a many-megabyte answer.
    return fs.createReadStream(file, { highWaterMark: 1024 * 1024 });
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }

  /** Removes expired results (their mtime is their expiry). */
  sweep(now = Date.now()): void {
    for (const name of fs.readdirSync(this.dir)) {
      const file = path.join(this.dir, name);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (stat && stat.mtimeMs < now && name.endsWith('.json')) fs.rmSync(file, { force: true });
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

  async open(key: string): Promise<Buffer | undefined> {
    return (await this.redis.getBuffer(`tessera:results:${key}`)) ?? undefined;
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(`tessera:results:${key}`);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
