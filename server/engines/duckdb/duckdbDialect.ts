import type { Dialect } from '../engine';
import { genericTypeOf } from '../genericType';
import { wrapWithLimit } from '../limitedSql';
import { standardString, standardTimestamp } from '../literals';

/** DuckDB's SQL dialect as data. */
export const duckdbDialect: Dialect = {
  backend: 'duckdb',
  engineName: 'DuckDB',
  quoteIdentifier: (name) => `"${name.replaceAll('"', '""')}"`,
  applyLimit: wrapWithLimit,
  explain: (sql) => `EXPLAIN ${sql}`,
  quoteString: standardString,
  timestampLiteral: standardTimestamp,
  epochToTimestamp: (sql, unit) =>
    `epoch_ms(CAST(${sql} AS BIGINT)${unit === 's' ? ' * 1000' : ''})`,
  timeGrains: {
    PT1S: "date_trunc('second', {col})",
    PT5S: "time_bucket(INTERVAL '5 seconds', {col})",
    PT30S: "time_bucket(INTERVAL '30 seconds', {col})",
    PT1M: "date_trunc('minute', {col})",
    PT5M: "time_bucket(INTERVAL '5 minutes', {col})",
    PT10M: "time_bucket(INTERVAL '10 minutes', {col})",
    PT15M: "time_bucket(INTERVAL '15 minutes', {col})",
    PT30M: "time_bucket(INTERVAL '30 minutes', {col})",
    PT1H: "date_trunc('hour', {col})",
    PT6H: "time_bucket(INTERVAL '6 hours', {col})",
    P1D: "date_trunc('day', {col})",
    P1W: "date_trunc('week', {col})",
    P1M: "date_trunc('month', {col})",
    P3M: "date_trunc('quarter', {col})",
    P1Y: "date_trunc('year', {col})",
    '1969-12-28T00:00:00Z/P1W': "date_trunc('week', {col} + INTERVAL '1 day') - INTERVAL '1 day'",
    '1969-12-29T00:00:00Z/P1W': "date_trunc('week', {col})",
    'P1W/1970-01-03T00:00:00Z': "date_trunc('week', {col} + INTERVAL '1 day') + INTERVAL '5 days'",
    'P1W/1970-01-04T00:00:00Z': "date_trunc('week', {col}) + INTERVAL '6 days'",
  },
  genericType: genericTypeOf,
};
