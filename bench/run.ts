// `npm run bench`: query-path goals G1, G2, G11 and 50 concurrent runs, chart data goals G5, G6 and
// CSV export memory, as ratios against baselines measured in the same run (bench/NOTES.md).
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { COLUMNAR_CONTENT_TYPE } from '../common/results/columnarMediaType';
import { chartDataGoals } from './chartData';
import { abba, median, ms, percentile } from './stats';

const root = path.resolve(import.meta.dirname, '..');
const home = process.env.TESSERA_BENCH_HOME ?? path.join(root, '.tessera-bench');
const PASSWORD = 'bench-admin-password';
const results: { goal: string; figure: string; pass: boolean }[] = [];
// `npm run bench -- G1 G2` runs only those sections (G1, G2, G11, concurrent, G5, G6, CSV);
// none: all.
const only = process.argv.slice(2).map((arg) => arg.toUpperCase());
const wanted = (section: string) => only.length === 0 || only.includes(section.toUpperCase());

// The home is kept between runs (the examples take a while to build), but not the results of
// earlier runs: hundreds of megabytes of them made every later file write slower.
fs.rmSync(path.join(home, 'results'), { recursive: true, force: true });

function startServer(): Promise<{ child: ChildProcess; base: string; workers: number }> {
  const child = fork(path.join(root, 'bench/benchServer.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      TESSERA_HOME: home,
      TESSERA_ADMIN_PASSWORD: PASSWORD,
      TESSERA_LOG_LEVEL: 'error',
      // The CSV section exports 1,000,000 rows.
      TESSERA_SQL_MAX_ROW: '1000000',
    },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    child.on('message', (m: { type: string; port?: number; workers?: number }) => {
      if (m.type === 'listening')
        resolve({ child, base: `http://127.0.0.1:${m.port}`, workers: m.workers ?? 2 });
    });
  });
}

function ask<T>(
  child: ChildProcess,
  type: string,
  answer: string,
  extra: Record<string, unknown> = {},
): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== answer) return;
      child.off('message', onMessage);
      resolve(m as T);
    };
    child.on('message', onMessage);
    child.send({ type, ...extra });
  });
}

const { child, base, workers } = await startServer();
// A bench that dies mid-run must not leave its server (and so its workers) behind.
process.on('exit', () => child.kill());
const login = await fetch(`${base}/api/v1/security/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: PASSWORD, provider: 'db' }),
});
const { access_token } = (await login.json()) as { access_token: string };
const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
const databases = (await (await fetch(`${base}/api/v1/database/`, { headers })).json()) as {
  result: { id: number; database_name: string }[];
};
const examplesId = databases.result.find((db) => db.database_name === 'examples')?.id;
if (!examplesId) throw new Error('no examples database');

// Client ids are unique per run, so the bench home can be reused.
const runPrefix = Math.random().toString(36).slice(2, 6).padEnd(4, '0');
let clientCounter = 0;
async function execute(
  sql: string,
  queryLimit: number,
  runAsync = false,
  clientId = `${runPrefix}${(clientCounter++).toString(36).padStart(7, '0')}`,
  accept = 'application/json',
): Promise<{ status: number; bytes: number }> {
  const body = JSON.stringify({
    database_id: examplesId,
    sql,
    queryLimit,
    runAsync,
    client_id: clientId,
  });
  // node:http with keep-alive: fetch's own cost per call (about 1 ms here) is not the server's.
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/v1/sqllab/execute/`,
      { method: 'POST', agent, headers: { ...headers, accept } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 400) reject(new Error(`execute failed ${status}`));
          else resolve({ status, bytes });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const rawInstance = await DuckDBInstance.create(path.join(home, 'examples.duckdb'), {
  access_mode: 'READ_ONLY',
  threads: '2',
});
const raw = await rawInstance.connect();

// G1: small results of aggregate queries over 3M flights.
const G1_QUERIES = [
  'select origin, count(*) as c, avg(delay) as d from flights group by origin order by c desc limit 20',
  "select date_trunc('month', date) as m, count(*) as c from flights group by 1 order by 1",
  'select count(*) as c from flights where delay > 60',
  'select destination, max(distance) as d from flights group by 1 order by 2 desc limit 50',
  'select origin, destination, count(*) as c from flights group by 1, 2 order by 3 desc limit 100',
  'select avg(distance) as a, stddev(delay) as s from flights',
  'select extract(hour from date) as h, avg(delay) as d from flights group by 1 order by 1',
  'select count(distinct origin) as n from flights',
];
let g1Failures = 0;
let worstOverMs = 0;
// "Warm" (as G1 is defined): every query through both paths before any is timed. One
// pass left the server's request path half compiled: V8 optimises a function only after many
// calls, and a server that has answered a few hundred queries (any real one) runs 0.4 ms per
// query faster than one that has answered ten (measured, docs/ARCHITECTURE.md).
const WARM_PASSES = 40;
for (let pass = 0; pass < (wanted('G1') ? WARM_PASSES : 0); pass++) {
  for (const sql of G1_QUERIES) {
    await raw.runAndReadAll(sql);
    await execute(sql, 1000);
  }
}
// Each query's samples are taken in 4 passes over all the queries, 8 alternated pairs a pass,
// rather than 32 in one block: a few seconds of load from outside the bench then touch a quarter
// of several queries' samples instead of all of one query's. Under bursts of load on both cores,
// one block per query missed 4 queries in three runs and the passes none; on a quiet machine
// both measured the same (docs/ARCHITECTURE.md).
const G1_PASSES = 4;
const G1_PAIRS_PER_PASS = 8;
const g1Samples = new Map(
  G1_QUERIES.map((sql) => [sql, { raw: [] as number[], e2e: [] as number[] }]),
);
for (let pass = 0; pass < (wanted('G1') ? G1_PASSES : 0); pass++) {
  for (const sql of G1_QUERIES) {
    // Raw: run and read the values in-process, as G1 measures it.
    const { baseline, candidate } = await abba(
      async () => (await raw.runAndReadAll(sql)).getRows(),
      () => execute(sql, 1000),
      G1_PAIRS_PER_PASS,
      1,
    );
    g1Samples.get(sql)?.raw.push(...baseline);
    g1Samples.get(sql)?.e2e.push(...candidate);
  }
}
for (const [sql, samples] of wanted('G1') ? g1Samples : []) {
  const rawMedian = median(samples.raw);
  const e2eMedian = median(samples.e2e);
  const bound = Math.max(1.1 * rawMedian, rawMedian + 3);
  const pass = e2eMedian <= bound;
  if (!pass) g1Failures += 1;
  worstOverMs = Math.max(worstOverMs, e2eMedian - bound);
  console.log(
    `G1 ${ms(rawMedian)} raw, ${ms(e2eMedian)} e2e (+${ms(e2eMedian - rawMedian)}), bound ${ms(bound)}, p95 ${ms(percentile(samples.e2e, 95))} ${pass ? 'ok' : 'OVER'}  ${sql}`,
  );
}
if (wanted('G1'))
  results.push({
    goal: 'G1 e2e ≤ max(1.10 × raw, raw + 3 ms), median, every query',
    figure: `${G1_QUERIES.length - g1Failures}/${G1_QUERIES.length} within; worst ${worstOverMs > 0 ? `${ms(worstOverMs)} over` : 'within'}`,
    pass: g1Failures === 0,
  });

if (wanted('G2')) {
  // G2: 100k rows to the last byte vs raw materialisation, in the columnar form SQL Lab reads,
  // and (reported, not a goal) in Superset's JSON row objects for API clients.
  const g2Sql = 'select * from flights limit 100000';
  const g2 = await abba(
    () => raw.run(g2Sql),
    () => execute(g2Sql, 100000, false, undefined, COLUMNAR_CONTENT_TYPE),
    15,
  );
  const g2Ratio = median(g2.candidate) / median(g2.baseline);
  results.push({
    goal: 'G2 100k rows TTLB ≤ 2.5 × raw (columnar, as SQL Lab reads it)',
    figure: `${ms(median(g2.candidate))} vs raw ${ms(median(g2.baseline))}: ×${g2Ratio.toFixed(2)}`,
    pass: g2Ratio <= 2.5,
  });
  const g2Json = await abba(
    () => raw.run(g2Sql),
    () => execute(g2Sql, 100000),
    9,
  );
  console.log(
    `G2 as JSON rows (API clients): ${ms(median(g2Json.candidate))} vs raw ${ms(median(g2Json.baseline))}: ×${(median(g2Json.candidate) / median(g2Json.baseline)).toFixed(2)}`,
  );
}

if (wanted('G11')) {
  // G11: event-loop delay while a long query runs and 1M rows are produced (10 × 100k).
  child.send({ type: 'loop-reset' });
  const longId = `${runPrefix}longrun`;
  // The examples database runs synchronously (as Superset's does): the long run is not awaited
  // here; it ends when it is stopped below.
  const long = execute('select sum(hash(i)) from range(20000000000) t(i)', 10, false, longId).catch(
    () => undefined,
  );
  // Let it reach a worker before the others queue.
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (let i = 0; i < 10; i++)
    await execute(`select * from flights limit 100000 offset ${i * 100000}`, 100000);
  await fetch(`${base}/api/v1/query/stop`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ client_id: longId }),
  });
  await long;
  const loopStats = await ask<{ p50: number; p99: number; max: number }>(
    child,
    'loop-report',
    'loop',
  );
  results.push({
    goal: 'G11 API event-loop delay p99 ≤ 20 ms under load',
    figure: `p99 ${ms(loopStats.p99)}, max ${ms(loopStats.max)}`,
    pass: loopStats.p99 <= 20,
  });
}

if (wanted('concurrent')) {
  // 50 concurrent runs: all finish, none lost, none left running.
  const concurrent = await Promise.allSettled(
    Array.from({ length: 50 }, (_, i) =>
      execute(`select origin, count(*) from flights where distance > ${i * 10} group by 1`, 1000),
    ),
  );
  const ok = concurrent.filter((r) => r.status === 'fulfilled').length;
  const since = (await (
    await fetch(`${base}/api/v1/query/updated_since?last_updated_ms=0`, { headers })
  ).json()) as { result: { state: string }[] };
  const stuck = since.result.filter((q) => ['running', 'pending'].includes(q.state)).length;
  results.push({
    goal: '50 concurrent runs all finish, none left running',
    figure: `${ok}/50 ok, ${stuck} left running`,
    pass: ok === 50 && stuck === 0,
  });
}

await chartDataGoals({
  base,
  headers,
  examplesId,
  workers,
  raw: rawInstance,
  ask: (type, answer, extra) => ask(child, type, answer, extra),
  results,
  wanted,
});

console.log('\nGoal | measured | result');
for (const r of results) console.log(`${r.goal} | ${r.figure} | ${r.pass ? 'PASS' : 'FAIL'}`);
child.send({ type: 'stop' });
