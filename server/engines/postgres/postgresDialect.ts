import type { Dialect } from '../engine';
import { genericTypeOf } from '../genericType';
import { wrapWithLimit } from '../limitedSql';

const epochBucket = (seconds: number) =>
  `to_timestamp(floor(extract(epoch from {col}) / ${seconds}) * ${seconds})`;

/** PostgreSQL's SQL dialect as data. */
export const postgresDialect: Dialect = {
  backend: 'postgresql',
  engineName: 'PostgreSQL',
  quoteIdentifier: (name) => `"${name.replaceAll('"', '""')}"`,
  applyLimit: wrapWithLimit,
  explain: (sql) => `EXPLAIN (FORMAT JSON) ${sql}`,
  timeGrains: {
    PT5S: epochBucket(5),
    PT30S: epochBucket(30),
    PT1M: "date_trunc('minute', {col})",
    PT5M: epochBucket(300),
    PT30M: epochBucket(1800),
    PT1H: "date_trunc('hour', {col})",
    PT6H: epochBucket(21600),
    P1D: "date_trunc('day', {col})",
    P7D: epochBucket(604800),
    P1W: "date_trunc('week', {col})",
    '1969-12-28T00:00:00Z/P1W': "date_trunc('week', {col} + interval '1 day') - interval '1 day'",
    'P1W/1970-01-03T00:00:00Z': "date_trunc('week', {col} + interval '1 day') + interval '5 days'",
    P1M: "date_trunc('month', {col})",
    P3M: "date_trunc('quarter', {col})",
    P1Y: "date_trunc('year', {col})",
  },
  genericType: genericTypeOf,
};
