// `npm run bench`: query-path goals G1, G2, G11 and 50 concurrent runs, as ratios against raw DuckDB
// measured in the same run (shared/reference/performance-notes.md §4).
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { abba, median, ms, percentile } from './stats';

const root = path.resolve(import.meta.dirname, '..');
const home = process.env.TESSERA_BENCH_HOME ?? path.join(root, '.tessera-bench');
const PASSWORD = 'bench-admin-password';
const results: { goal: string; figure: string; pass: boolean }[] = [];

function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(path.join(root, 'bench/benchServer.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      TESSERA_HOME: home,
      TESSERA_ADMIN_PASSWORD: PASSWORD,
      TESSERA_LOG_LEVEL: 'error',
    },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    child.on('message', (m: { type: string; port?: number }) => {
      if (m.type === 'listening') resolve({ child, base: `http://127.0.0.1:${m.port}` });
    });
  });
}

function ask<T>(child: ChildProcess, type: string, answer: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== answer) return;
      child.off('message', onMessage);
      resolve(m as T);
    };
    child.on('message', onMessage);
    child.send({ type });
  });
}

const { child, base } = await startServer();
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
): Promise<{ status: number; bytes: number }> {
  const response = await fetch(`${base}/api/v1/sqllab/execute/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      database_id: examplesId,
      sql,
      queryLimit,
      runAsync,
      client_id: clientId,
    }),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status >= 400) throw new Error(`execute failed ${response.status}`);
  return { status: response.status, bytes };
}

const raw = await (
  await DuckDBInstance.create(path.join(home, 'examples.duckdb'), {
    access_mode: 'READ_ONLY',
    threads: '2',
  })
).connect();

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
let worst = { sql: '', ratio: 0, pass: true };
for (const sql of G1_QUERIES) {
  const { baseline, candidate } = await abba(
    () => raw.run(sql),
    () => execute(sql, 1000),
  );
  const rawMedian = median(baseline);
  const e2eMedian = median(candidate);
  const pass = e2eMedian <= Math.max(1.1 * rawMedian, rawMedian + 3);
  console.log(
    `G1 ${ms(rawMedian)} raw, ${ms(e2eMedian)} e2e, ×${(e2eMedian / rawMedian).toFixed(2)}, p95 ${ms(percentile(candidate, 95))}  ${sql}`,
  );
  if (e2eMedian / rawMedian > worst.ratio || !pass)
    worst = { sql, ratio: e2eMedian / rawMedian, pass: worst.pass && pass };
}
results.push({
  goal: 'G1 e2e ≤ max(1.10 × raw, raw + 3 ms), median, every query',
  figure: `worst ×${worst.ratio.toFixed(2)}`,
  pass: worst.pass,
});

// G2: 100k rows to the last byte vs raw materialisation.
const g2Sql = 'select * from flights limit 100000';
const g2 = await abba(
  () => raw.run(g2Sql),
  () => execute(g2Sql, 100000),
  15,
);
const g2Ratio = median(g2.candidate) / median(g2.baseline);
results.push({
  goal: 'G2 100k rows TTLB ≤ 2.5 × raw',
  figure: `${ms(median(g2.candidate))} vs raw ${ms(median(g2.baseline))}: ×${g2Ratio.toFixed(2)}`,
  pass: g2Ratio <= 2.5,
});

// G11: event-loop delay while a long query runs and 1M rows are produced (10 × 100k).
child.send({ type: 'loop-reset' });
const longId = `${runPrefix}longrun`;
await execute('select sum(hash(i)) from range(20000000000) t(i)', 10, true, longId);
for (let i = 0; i < 10; i++)
  await execute(`select * from flights limit 100000 offset ${i * 100000}`, 100000);
await fetch(`${base}/api/v1/query/stop`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ client_id: longId }),
});
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

console.log('\nGoal | measured | result');
for (const r of results) console.log(`${r.goal} | ${r.figure} | ${r.pass ? 'PASS' : 'FAIL'}`);
child.send({ type: 'stop' });
