import type { Dialect } from '../engine';
import { genericTypeOf } from '../genericType';
import { wrapWithLimit } from '../limitedSql';
import { standardTimestamp } from '../literals';

// Sub-day buckets count seconds since midnight, so no time zone conversion is involved (a
// UNIX_TIMESTAMP round trip moves values across daylight saving changes).
const bucket = (seconds: number) =>
  `DATE_ADD(DATE({col}), INTERVAL TIME_TO_SEC({col}) DIV ${seconds} * ${seconds} SECOND)`;

/** MySQL's string literal: backslashes escape there (unless NO_BACKSLASH_ESCAPES), so they double too. */
function quoteMysqlString(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "''").replaceAll('\0', '\\0')}'`;
}

/** MySQL and MariaDB's SQL dialect as data. */
export const mysqlDialect: Dialect = {
  backend: 'mysql',
  engineName: 'MySQL',
  quoteIdentifier: (name) => `\`${name.replaceAll('`', '``')}\``,
  applyLimit: wrapWithLimit,
  explain: (sql) => `EXPLAIN FORMAT=JSON ${sql}`,
  quoteString: quoteMysqlString,
  timestampLiteral: standardTimestamp,
  // Added to a fixed DATETIME: FROM_UNIXTIME would convert to the session's time zone.
  epochToTimestamp: (sql, unit) =>
    unit === 's'
      ? `(TIMESTAMP('1970-01-01') + INTERVAL ${sql} SECOND)`
      : `(TIMESTAMP('1970-01-01') + INTERVAL ${sql} * 1000 MICROSECOND)`,
  timeGrains: {
    PT1S: bucket(1),
    PT5S: bucket(5),
    PT30S: bucket(30),
    PT1M: bucket(60),
    PT5M: bucket(300),
    PT10M: bucket(600),
    PT15M: bucket(900),
    PT30M: bucket(1800),
    PT1H: bucket(3600),
    PT6H: bucket(21600),
    P1D: 'DATE({col})',
    P1W: 'DATE(DATE_SUB({col}, INTERVAL WEEKDAY({col}) DAY))',
    P1M: "DATE(DATE_FORMAT({col}, '%Y-%m-01'))",
    P3M: 'MAKEDATE(YEAR({col}), 1) + INTERVAL QUARTER({col}) - 1 QUARTER',
    P1Y: "DATE(DATE_FORMAT({col}, '%Y-01-01'))",
    '1969-12-28T00:00:00Z/P1W': 'DATE(DATE_SUB({col}, INTERVAL DAYOFWEEK({col}) - 1 DAY))',
    '1969-12-29T00:00:00Z/P1W': 'DATE(DATE_SUB({col}, INTERVAL WEEKDAY({col}) DAY))',
    'P1W/1970-01-03T00:00:00Z': 'DATE(DATE_ADD({col}, INTERVAL 7 - DAYOFWEEK({col}) DAY))',
    'P1W/1970-01-04T00:00:00Z': 'DATE(DATE_ADD({col}, INTERVAL 6 - WEEKDAY({col}) DAY))',
  },
  genericType: genericTypeOf,
};
