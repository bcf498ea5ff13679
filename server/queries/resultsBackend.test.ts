import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileResultsBackend } from './resultsBackend';

const KEY = 'a1b2c3d4-0000-4000-8000-000000000001';

/** A write the test finishes by hand, as a worker finishes its spool file later. */
function pendingWrite(): { written: Promise<void>; settle: (error?: Error) => void } {
  let settle!: (error?: Error) => void;
  const written = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  return { written, settle };
}

describe('FileResultsBackend with a file still being written', () => {
  let dir: string;
  let backend: FileResultsBackend;
  let target: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-results-'));
    backend = new FileResultsBackend(dir);
    target = backend.spoolTarget(KEY).file;
  });
  afterEach(async () => {
    await backend.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function writeAsWorker(bytes: Buffer): void {
    fs.writeFileSync(target, bytes);
    const expires = new Date(Date.now() + 60_000);
    fs.utimesSync(target, expires, expires);
  }

  it('lets a read wait for the write, then answers its bytes', async () => {
    const { written, settle } = pendingWrite();
    await backend.adopt(KEY, target, 60, written);
    const read = backend.open(KEY);
    writeAsWorker(Buffer.from('columnar bytes'));
    settle();
    expect(String(await read)).toBe('columnar bytes');
  });

  it('reads a failed write as expired, and leaves no partial file behind', async () => {
    const { written, settle } = pendingWrite();
    await backend.adopt(KEY, target, 60, written);
    fs.writeFileSync(target, 'half of it');
    const read = backend.open(KEY);
    settle(new Error('disk full'));
    expect(await read).toBeUndefined();
    expect(fs.existsSync(target)).toBe(false);
  });

  it('deletes only after the write, so the file does not come back', async () => {
    const { written, settle } = pendingWrite();
    await backend.adopt(KEY, target, 60, written);
    const deleted = backend.delete(KEY);
    writeAsWorker(Buffer.from('late'));
    settle();
    await deleted;
    expect(fs.existsSync(target)).toBe(false);
  });

  it('sweeps expired files but not one being written', async () => {
    const { written, settle } = pendingWrite();
    await backend.adopt(KEY, target, 60, written);
    // The worker has opened the file; its expiry comes with the last step.
    fs.writeFileSync(target, 'in progress');
    fs.utimesSync(target, new Date(0), new Date(0));
    backend.sweep();
    expect(fs.existsSync(target)).toBe(true);
    settle();
    await backend.open(KEY);
    backend.sweep();
    expect(fs.existsSync(target)).toBe(false);
  });
});

describe('FileResultsBackend.open with an answer head', () => {
  let dir: string;
  let backend: FileResultsBackend;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-results-'));
    backend = new FileResultsBackend(dir);
  });
  afterEach(async () => {
    await backend.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function bytesOf(source: Awaited<ReturnType<FileResultsBackend['open']>>) {
    if (!source || Buffer.isBuffer(source)) return source;
    const chunks: Buffer[] = [];
    for await (const chunk of source) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  it('reads a small file in whole, after the head', async () => {
    await backend.put(KEY, Buffer.from('the table'), 60);
    const read = await backend.open(KEY, Buffer.from('head:'));
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(String(read)).toBe('head:the table');
    expect(String(await backend.open(KEY))).toBe('the table');
  });

  it('streams a large file after the head, every byte in order', async () => {
    // Over the whole-read size (8 MiB), with a pattern that shows any byte out of place.
    const table = Buffer.alloc(9 * 1024 * 1024);
    for (let i = 0; i < table.length; i++) table[i] = (i * 31) & 0xff;
    await backend.put(KEY, table, 60);
    const read = await backend.open(KEY, Buffer.from('head:'));
    expect(Buffer.isBuffer(read)).toBe(false);
    const bytes = await bytesOf(read);
    expect(bytes?.subarray(0, 5).toString()).toBe('head:');
    expect(bytes?.subarray(5).equals(table)).toBe(true);
  });

  it('answers undefined for an expired key, head or not', async () => {
    await backend.put(KEY, Buffer.from('old'), -1);
    expect(await backend.open(KEY, Buffer.from('head:'))).toBeUndefined();
  });
});
