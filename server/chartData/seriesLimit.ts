import type { Dialect } from '@server/engines/engine';

export interface SeriesLimitInput {
  dialect: Dialect;
  /** The FROM clause of the main query (table or virtual table). */
  source: string;
  /** The series columns' SQL, as the main query selects them. */
  seriesSql: string[];
  /** WHERE conditions with the query's own (unshifted) time bounds. */
  where: string[];
  /** The metric that ranks the series. */
  metricSql: string;
  /** Top N by the metric (true), or bottom N. */
  orderDesc: boolean;
  limit: number;
}

/** The alias of the i-th series column inside the series limit subquery. */
const seriesAlias = (index: number) => `__series_${index}`;

/**
 * The JOIN that keeps only the top `limit` series (Superset's series limit): a subquery ranks
 * the series columns' value combinations by the metric over the same filters, and the main
 * query joins it back on every series column. Offset queries of a time comparison rank on the
 * query's own time range, so both periods show the same series.
 */
export function seriesLimitJoin(input: SeriesLimitInput): string {
  const { dialect } = input;
  const alias = (index: number) => dialect.quoteIdentifier(seriesAlias(index));
  const select = input.seriesSql.map((sql, index) => `${sql} AS ${alias(index)}`).join(', ');
  const lines = [`SELECT ${select}`, `FROM ${input.source}`];
  if (input.where.length) lines.push(`WHERE ${input.where.join('\n  AND ')}`);
  lines.push(`GROUP BY ${input.seriesSql.join(', ')}`);
  lines.push(`ORDER BY ${input.metricSql} ${input.orderDesc ? 'DESC' : 'ASC'}`);
  lines.push(`LIMIT ${input.limit}`);
  const on = input.seriesSql
    .map((sql, index) => `${sql} = series_limit.${alias(index)}`)
    .join(' AND ');
  // Only each clause's first line is indented: a multi-line string literal must stay as written.
  const body = lines.map((line) => `  ${line}`).join('\n');
  return `JOIN (\n${body}\n) AS series_limit ON ${on}`;
}
