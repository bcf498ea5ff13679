import type { Dialect } from '../engine';
import { genericTypeOf } from '../genericType';
import { wrapWithLimit } from '../limitedSql';
import { standardString, standardTimestamp } from '../literals';

// Buckets within the next larger unit keep the column's type (no epoch round trip through a time
// zone): the 5 minutes of 12:07 are date_trunc('hour') + 7 / 5 * 5 minutes.
const bucket = (within: string, part: string, size: number, unit: string) =>
  `date_trunc('${within}', {col}) + floor(extract(${part} from {col}))::int / ${size} * ${size} * interval '1 ${unit}'`;

/** PostgreSQL's SQL dialect as data. */
export const postgresDialect: Dialect = {
  backend: 'postgresql',
  engineName: 'PostgreSQL',
  quoteIdentifier: (name) => `"${name.replaceAll('"', '""')}"`,
  applyLimit: wrapWithLimit,
  explain: (sql) => `EXPLAIN (FORMAT JSON) ${sql}`,
  quoteString: standardString,
  timestampLiteral: standardTimestamp,
  epochToTimestamp: (sql, unit) =>
    `(timestamp 'epoch' + ${sql}${unit === 'ms' ? ' / 1000.0' : ''} * interval '1 second')`,
  timeGrains: {
    PT1S: "date_trunc('second', {col})",
    PT5S: bucket('minute', 'second', 5, 'second'),
    PT30S: bucket('minute', 'second', 30, 'second'),
    PT1M: "date_trunc('minute', {col})",
    PT5M: bucket('hour', 'minute', 5, 'minute'),
    PT10M: bucket('hour', 'minute', 10, 'minute'),
    PT15M: bucket('hour', 'minute', 15, 'minute'),
    PT30M: bucket('hour', 'minute', 30, 'minute'),
    PT1H: "date_trunc('hour', {col})",
    PT6H: bucket('day', 'hour', 6, 'hour'),
    P1D: "date_trunc('day', {col})",
    P1W: "date_trunc('week', {col})",
    P1M: "date_trunc('month', {col})",
    P3M: "date_trunc('quarter', {col})",
    P1Y: "date_trunc('year', {col})",
    '1969-12-28T00:00:00Z/P1W': "date_trunc('week', {col} + interval '1 day') - interval '1 day'",
    '1969-12-29T00:00:00Z/P1W': "date_trunc('week', {col})",
    'P1W/1970-01-03T00:00:00Z': "date_trunc('week', {col} + interval '1 day') + interval '5 days'",
    'P1W/1970-01-04T00:00:00Z': "date_trunc('week', {col}) + interval '6 days'",
  },
  genericType: genericTypeOf,
};
