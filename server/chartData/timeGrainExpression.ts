import type { Dialect, TimeGrain } from '@server/engines/engine';
import { ChartQueryError } from './chartQueryError';

/** The grains `dialect` can compute, in Superset's order. */
export function supportedTimeGrains(dialect: Dialect): TimeGrain[] {
  return Object.keys(dialect.timeGrains) as TimeGrain[];
}

/**
 * `columnSql` truncated to `grain` in `dialect`; no grain leaves it as is. A grain the engine
 * cannot compute is a 400 in Superset's words.
 */
export function timeGrainExpression(
  dialect: Dialect,
  grain: string | null | undefined,
  columnSql: string,
): string {
  if (!grain) return columnSql;
  const template = Object.hasOwn(dialect.timeGrains, grain)
    ? dialect.timeGrains[grain as TimeGrain]
    : undefined;
  if (!template)
    throw new ChartQueryError(`No grain spec for ${grain} for database ${dialect.engineName}`);
  // A function replacement: `$&` and friends in the column's SQL must stay as written.
  return template.replaceAll('{col}', () => columnSql);
}
