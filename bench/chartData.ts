// Chart data goals G5 (cached answers under load), G6 (a cold dashboard burst) and the memory of a
// 1,000,000-row CSV export, each against a baseline measured in the same run.
import http from 'node:http';
import type { DuckDBInstance } from '@duckdb/node-api';
import { loadTest, type LoadRequest } from './loadTest';
import { median, ms, percentile } from './stats';

export interface ChartBench {
  base: string;
  headers: Record<string, string>;
  examplesId: number;
  /** The server's query workers: G6's baseline runs at the same concurrency. */
  workers: number;
  raw: DuckDBInstance;
  /** Asks the server process for something over IPC and waits for its answer. */
  ask<T>(type: string, answer: string, extra?: Record<string, unknown>): Promise<T>;
  results: { goal: string; figure: string; pass: boolean }[];
  wanted(section: string): boolean;
}

interface ChartAnswer {
  result: { query?: string; is_cached?: boolean; rowcount?: number }[];
}

async function post<T>(bench: ChartBench, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${bench.base}${path}`, {
    method: 'POST',
    headers: bench.headers,
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function queryContext(datasetId: number, query: Record<string, unknown>, extra = {}) {
  return {
    datasource: { id: datasetId, type: 'table' },
    force: false,
    result_type: 'full',
    result_format: 'json',
    queries: [query],
    ...extra,
  };
}

/** G5: a cached 1,000-row answer at 10 and 50 clients, against a bare route of the same bytes. */
async function g5(bench: ChartBench, datasetId: number): Promise<void> {
  const body = queryContext(datasetId, {
    columns: ['origin', 'destination'],
    metrics: ['count'],
    orderby: [['count', false]],
    row_limit: 1000,
  });
  const first = await post<ChartAnswer>(bench, '/api/v1/chart/data', body);
  if (first.result[0]?.rowcount !== 1000) throw new Error('G5 expects a 1,000-row answer');
  const bytes = await (
    await fetch(`${bench.base}/api/v1/chart/data`, {
      method: 'POST',
      headers: bench.headers,
      body: JSON.stringify(body),
    })
  ).text();
  if (!(JSON.parse(bytes) as ChartAnswer).result[0]?.is_cached) throw new Error('G5: not cached');
  await bench.ask('bare-set', 'bare-ready', { bytes });
  const chart: LoadRequest = {
    url: `${bench.base}/api/v1/chart/data`,
    method: 'POST',
    headers: bench.headers,
    body: JSON.stringify(body),
  };
  const bare: LoadRequest = { ...chart, url: `${bench.base}/bench/bare` };
  await loadTest(chart, 10, 2000);
  await loadTest(bare, 10, 2000);
  const at10 = await loadTest(chart, 10, 6000);
  const p50 = median(at10.latencies);
  const p99 = percentile(at10.latencies, 99);
  bench.results.push({
    goal: 'G5 cached 1,000 rows, 10 clients: p50 ≤ 2 ms, p99 ≤ 10 ms',
    figure: `p50 ${ms(p50)}, p99 ${ms(p99)}, ${at10.perSecond.toFixed(0)} req/s, ${at10.errors} errors`,
    pass: p50 <= 2 && p99 <= 10 && at10.errors === 0,
  });
  // ABBA at 50 clients: bare, chart, chart, bare.
  const rates = { bare: [] as number[], chart: [] as number[] };
  for (const which of ['bare', 'chart', 'chart', 'bare'] as const) {
    const run = await loadTest(which === 'bare' ? bare : chart, 50, 4000);
    rates[which].push(run.perSecond);
  }
  const bareRate = median(rates.bare);
  const chartRate = median(rates.chart);
  bench.results.push({
    goal: 'G5 cached 1,000 rows, 50 clients: ≥ 0.6 × a bare route of the same bytes',
    figure: `${chartRate.toFixed(0)} vs bare ${bareRate.toFixed(0)} req/s: ×${(chartRate / bareRate).toFixed(2)}`,
    pass: chartRate >= 0.6 * bareRate,
  });
}

/** Runs tasks with at most `limit` at once and resolves when all have ended. */
async function limited(tasks: (() => Promise<unknown>)[], limit: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) await tasks[next++]?.();
  };
  await Promise.all(Array.from({ length: limit }, lane));
}

/** G6: 50 distinct aggregate chart queries at once vs the same SQL on DuckDB in-process. */
async function g6(bench: ChartBench, datasetId: number): Promise<void> {
  const groupings = ['origin', 'destination', 'delay'];
  const contexts = Array.from({ length: 50 }, (_, i) =>
    queryContext(
      datasetId,
      {
        columns: [groupings[i % groupings.length]],
        metrics: ['count', { expressionType: 'SQL', sqlExpression: 'AVG(delay)', label: 'avg' }],
        filters: [{ col: 'distance', op: '>', val: i * 20 }],
        row_limit: 1000,
      },
      { force: true },
    ),
  );
  const sqls = await Promise.all(
    contexts.map(async (context) => {
      const answer = await post<ChartAnswer>(bench, '/api/v1/chart/data', {
        ...context,
        result_type: 'query',
      });
      const sql = answer.result[0]?.query;
      if (!sql) throw new Error('G6: no SQL for a query');
      return sql;
    }),
  );
  const connections = await Promise.all(
    Array.from({ length: bench.workers }, () => bench.raw.connect()),
  );
  const free = [...connections];
  const baseline = async () => {
    const start = performance.now();
    await limited(
      sqls.map((sql) => async () => {
        const connection = free.pop();
        if (!connection) throw new Error('G6: no free connection');
        try {
          await (await connection.runAndReadAll(sql)).getRows();
        } finally {
          free.push(connection);
        }
      }),
      bench.workers,
    );
    return performance.now() - start;
  };
  // Six keep-alive sockets, as a browser opens to one host.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const one = (context: unknown) =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(
        `${bench.base}/api/v1/chart/data`,
        { method: 'POST', agent, headers: bench.headers },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () =>
            (response.statusCode ?? 500) === 200
              ? resolve()
              : reject(new Error(`G6: ${response.statusCode}`)),
          );
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(context));
    });
  const candidate = async () => {
    const start = performance.now();
    await Promise.all(contexts.map(one));
    return performance.now() - start;
  };
  await baseline();
  await candidate();
  const samples = { baseline: [] as number[], candidate: [] as number[] };
  for (let i = 0; i < 6; i++) {
    if (i % 2 === 0) {
      samples.baseline.push(await baseline());
      samples.candidate.push(await candidate());
    } else {
      samples.candidate.push(await candidate());
      samples.baseline.push(await baseline());
    }
  }
  agent.destroy();
  for (const connection of connections) connection.closeSync();
  const ratio = median(samples.candidate) / median(samples.baseline);
  bench.results.push({
    goal: 'G6 50 cold aggregate chart queries: makespan ≤ 1.15 × DuckDB in-process',
    figure: `${ms(median(samples.candidate))} vs raw ${ms(median(samples.baseline))}: ×${ratio.toFixed(2)}`,
    pass: ratio <= 1.15,
  });
}

/** A 1,000,000-row CSV export: how much the API process's RSS grows while it streams. */
async function csvMemory(bench: ChartBench, datasetId: number): Promise<void> {
  const body = queryContext(
    datasetId,
    { columns: ['date', 'delay', 'distance', 'origin', 'destination'], row_limit: 1_000_000 },
    { result_format: 'csv', result_type: 'full', force: true },
  );
  const before = (await bench.ask<{ rss: number }>('rss', 'rss')).rss;
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await bench.ask<{ rss: number }>('rss', 'rss')).rss);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const response = await fetch(`${bench.base}/api/v1/chart/data`, {
    method: 'POST',
    headers: bench.headers,
    body: JSON.stringify(body),
  });
  let lines = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    for (const byte of part.value) if (byte === 10) lines += 1;
  }
  sampling = false;
  await sampler;
  const growthMb = (peak - before) / 1024 / 1024;
  bench.results.push({
    goal: '1,000,000-row CSV export: API RSS grows < 100 MB',
    figure: `${lines - 1} rows, RSS +${growthMb.toFixed(0)} MB (status ${response.status})`,
    pass: response.status === 200 && lines - 1 === 1_000_000 && growthMb < 100,
  });
}

/** Runs the chart data sections the command line asks for (G5, G6, CSV). */
export async function chartDataGoals(bench: ChartBench): Promise<void> {
  if (!['G5', 'G6', 'CSV'].some((section) => bench.wanted(section))) return;
  const { result } = await post<{ result: { table_id: number } }>(
    bench,
    '/api/v1/dataset/get_or_create/',
    { table_name: 'flights', database_id: bench.examplesId, schema: 'main' },
  );
  if (bench.wanted('G5')) await g5(bench, result.table_id);
  if (bench.wanted('G6')) await g6(bench, result.table_id);
  if (bench.wanted('CSV')) await csvMemory(bench, result.table_id);
}
