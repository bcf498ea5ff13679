import type { Dialect } from '../engine';
import { genericTypeOf } from '../genericType';
import { wrapWithLimit } from '../limitedSql';

const bucket = (seconds: number) =>
  `FROM_UNIXTIME(UNIX_TIMESTAMP({col}) DIV ${seconds} * ${seconds})`;

/** MySQL and MariaDB's SQL dialect as data. */
export const mysqlDialect: Dialect = {
  backend: 'mysql',
  engineName: 'MySQL',
  quoteIdentifier: (name) => `\`${name.replaceAll('`', '``')}\``,
  applyLimit: wrapWithLimit,
  explain: (sql) => `EXPLAIN FORMAT=JSON ${sql}`,
  timeGrains: {
    PT5S: bucket(5),
    PT30S: bucket(30),
    PT1M: "DATE_FORMAT({col}, '%Y-%m-%d %H:%i:00')",
    PT5M: bucket(300),
    PT30M: bucket(1800),
    PT1H: "DATE_FORMAT({col}, '%Y-%m-%d %H:00:00')",
    PT6H: bucket(21600),
    P1D: 'DATE({col})',
    P7D: bucket(604800),
    P1W: 'DATE(DATE_SUB({col}, INTERVAL WEEKDAY({col}) DAY))',
    '1969-12-28T00:00:00Z/P1W': 'DATE(DATE_SUB({col}, INTERVAL DAYOFWEEK({col}) - 1 DAY))',
    'P1W/1970-01-03T00:00:00Z': 'DATE(DATE_ADD({col}, INTERVAL 7 - DAYOFWEEK({col}) DAY))',
    P1M: "DATE(DATE_FORMAT({col}, '%Y-%m-01'))",
    P3M: 'MAKEDATE(YEAR({col}), 1) + INTERVAL QUARTER({col}) - 1 QUARTER',
    P1Y: "DATE(DATE_FORMAT({col}, '%Y-01-01'))",
  },
  genericType: genericTypeOf,
};
