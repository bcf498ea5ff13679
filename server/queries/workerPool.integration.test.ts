import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeColumnarTable } from '@common/results/columnarTable';
import { WorkerPool } from './workerPool';
import type { RunJob } from './workerProtocol';

function job(jobId: string): RunJob {
  return {
    type: 'run',
    jobId,
    engine: {
      uri: 'duckdb:///:memory:',
      home: os.tmpdir(),
      allowDml: false,
      allowLocalFiles: false,
    },
    statements: ['select 42 as answer'],
    limit: 10,
    spoolFile: path.join(os.tmpdir(), `tessera-pool-test-${jobId}.tsc`),
    spoolAlways: false,
    expiresAt: Date.now() + 60_000,
    inlineMaxBytes: 1024 * 1024,
  };
}

describe('WorkerPool', () => {
  it('runs a job on a real worker', async () => {
    const pool = new WorkerPool(1, 5);
    try {
      const outcome = await pool.submit(job('pool-ok-1'), 1, () => undefined);
      expect(outcome.ok).toBe(true);
      if (outcome.ok) expect(outcome.rowCount).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('writes a result too large for its message to the spool file, whole, with its expiry', async () => {
    const pool = new WorkerPool(1, 5);
    const big = job('pool-big-1');
    // About 4 MB: the file is written in several pieces.
    big.statements = ["select i, 'row ' || i || repeat('-', 20) as s from range(120000) t(i)"];
    big.limit = 120000;
    try {
      const outcome = await pool.submit(big, 1, () => undefined);
      expect(outcome).toMatchObject({ ok: true, rowCount: 120000 });
      const stored = fs.readFileSync(big.spoolFile);
      expect(stored.byteLength).toBeGreaterThan(3 * 1024 * 1024);
      const table = decodeColumnarTable(stored);
      expect(table.rowCount).toBe(120000);
      for (const row of [0, 43690, 87381, 119999])
        expect([table.value(row, 0), table.value(row, 1)]).toEqual([
          row,
          `row ${row}${'-'.repeat(20)}`,
        ]);
      expect(Math.round(fs.statSync(big.spoolFile).mtimeMs)).toBe(big.expiresAt);
    } finally {
      fs.rmSync(big.spoolFile, { force: true });
      await pool.close();
    }
  });

  it('answers with a clear error, and does not respawn in a loop, when no worker can start', async () => {
    // Node refuses an unknown option and exits at once, as a broken install would.
    const pool = new WorkerPool(2, 5, ['--no-such-node-option']);
    const seen = new Set<number>();
    const watch = setInterval(() => pool.pids().forEach((pid) => seen.add(pid)), 10);
    try {
      const first = await pool.submit(job('pool-broken-1'), 1, () => undefined);
      expect(first).toEqual({
        ok: false,
        error: expect.objectContaining({
          message: expect.stringMatching(/^The query workers cannot start \(.*exit code 9/),
          cancelled: false,
        }),
      });
      // Later jobs are answered at once instead of waiting for a worker.
      // Answered, not queued: nothing waits for a worker.
      const answer = pool.submit(job('pool-broken-2'), 1, () => undefined);
      expect(pool.has('pool-broken-2')).toBe(false);
      const second = await answer;
      expect(second.ok).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // Two slots, each retried after 250, 500 ms…: a handful of processes, not hundreds.
      expect(seen.size).toBeLessThanOrEqual(8);
    } finally {
      clearInterval(watch);
      await pool.close();
    }
  });
});
