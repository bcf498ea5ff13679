import type {
  AppliedFilter,
  FilterOperator,
  QueryObjectFilter,
  RejectedFilter,
} from '@common/api/chartData';
import { columnLabel } from '@common/api/chartData';
import type { DatasetColumn } from '@common/api/datasets';
import { getSinceUntil, shiftByOffset, TimeRangeError } from '@common/time/timeRange';
import { ChartQueryError } from './chartQueryError';
import { type CompileScope, resolveColumn } from './compileScope';
import {
  columnValueLiteral,
  type FilterValue,
  isTemporalColumn,
  temporalLiteral,
} from './sqlLiteral';

/** A half-open time range [since, until); null is unbounded. Naive UTC dates. */
export interface TimeBounds {
  since: Date | null;
  until: Date | null;
}

export interface TimeRangeOptions {
  now?: Date;
  relativeStart?: string | null;
  relativeEnd?: string | null;
  /** Moves both bounds back ("1 year ago"): the query of a time comparison. */
  timeOffset?: string;
}

/** A time range's bounds as asked (`own`) and as queried (`shifted` by the time offset). */
export interface ResolvedTimeRange {
  own: TimeBounds;
  shifted: TimeBounds;
}

function timeRangeFailure(error: unknown): never {
  if (error instanceof TimeRangeError) throw new ChartQueryError(error.message);
  throw error;
}

/** The bounds of a time_range string; a range that cannot be read is a 400. */
export function resolveTimeRange(
  timeRange: string | null | undefined,
  options: TimeRangeOptions,
): ResolvedTimeRange {
  let own: TimeBounds;
  try {
    own = getSinceUntil(timeRange, {
      relativeStart: options.relativeStart ?? undefined,
      relativeEnd: options.relativeEnd ?? undefined,
      now: options.now,
    });
  } catch (error) {
    timeRangeFailure(error);
  }
  const offset = options.timeOffset;
  if (!offset) return { own, shifted: own };
  try {
    const shift = (date: Date | null) => (date ? shiftByOffset(date, offset) : null);
    return { own, shifted: { since: shift(own.since), until: shift(own.until) } };
  } catch (error) {
    timeRangeFailure(error);
  }
}

/** `sql >= since AND sql < until` with literals for `column`; null when unbounded. */
export function timeCondition(
  scope: CompileScope,
  sql: string,
  column: DatasetColumn | undefined,
  bounds: TimeBounds,
): string | null {
  const parts: string[] = [];
  if (bounds.since) parts.push(`${sql} >= ${temporalLiteral(scope.dialect, column, bounds.since)}`);
  if (bounds.until) parts.push(`${sql} < ${temporalLiteral(scope.dialect, column, bounds.until)}`);
  return parts.length ? parts.join(' AND ') : null;
}

export interface CompiledFilters {
  /** One condition per filter that sets one, with the queried (shifted) time bounds. */
  where: string[];
  /** The same with the query's own time bounds: the series limit ranks series on those. */
  ownWhere: string[];
  applied: AppliedFilter[];
  rejected: RejectedFilter[];
  /** The bounds of the first time range filter, as queried. */
  bounds: TimeBounds | null;
}

const COMPARISONS: Partial<Record<FilterOperator, string>> = {
  '==': '=',
  '!=': '<>',
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
  LIKE: 'LIKE',
  'NOT LIKE': 'NOT LIKE',
};

function valuesOf(filter: QueryObjectFilter): FilterValue[] {
  const { val } = filter;
  if (val === undefined) return [];
  return Array.isArray(val) ? val : [val];
}

function singleValue(filter: QueryObjectFilter): FilterValue {
  const values = valuesOf(filter);
  if (values.length === 0 || (values[0] === null && !['==', '!='].includes(filter.op)))
    throw new ChartQueryError('Must specify a value for filters with comparison operators');
  if (values.length > 1)
    throw new ChartQueryError(`Filter operator ${filter.op} takes one value, not a list`);
  return values[0]!;
}

/** A set filter: NULL among the values matches NULL, as Superset's IN does. */
function inCondition(
  scope: CompileScope,
  sql: string,
  column: DatasetColumn | undefined,
  filter: QueryObjectFilter,
): string {
  const values = valuesOf(filter);
  const literals = values
    .filter((value) => value !== null)
    .map((value) => columnValueLiteral(scope.dialect, column, value));
  const parts = literals.length ? [`${sql} IN (${literals.join(', ')})`] : [];
  if (values.includes(null)) parts.unshift(`${sql} IS NULL`);
  const matches = parts.length ? parts.join(' OR ') : '1 = 0';
  return filter.op === 'IN' ? `(${matches})` : `NOT (${matches})`;
}

/**
 * A regular expression match in the engine's own syntax (Superset's REGEX). The pattern is a
 * quoted string literal like every other filter value: the compiled query carries no
 * parameters, and the dialect's quoting is what the LIKE filters rely on too. A column that is
 * not text is matched on its text form.
 */
function regexCondition(scope: CompileScope, sql: string, pattern: string): string {
  const { dialect } = scope;
  const literal = dialect.quoteString(pattern);
  if (dialect.backend === 'mysql') return `CAST(${sql} AS CHAR) REGEXP ${literal}`;
  if (dialect.backend === 'postgresql') return `CAST(${sql} AS TEXT) ~ ${literal}`;
  return `regexp_matches(CAST(${sql} AS VARCHAR), ${literal})`;
}

/** One operator's condition (TEMPORAL_RANGE excepted). */
function operatorCondition(
  scope: CompileScope,
  sql: string,
  column: DatasetColumn | undefined,
  filter: QueryObjectFilter,
): string {
  const { op } = filter;
  const { dialect } = scope;
  if (op === 'IS NULL' || op === 'IS NOT NULL' || op === 'IS TRUE' || op === 'IS FALSE')
    return `${sql} ${op}`;
  if (op === 'IN' || op === 'NOT IN') return inCondition(scope, sql, column, filter);
  const value = singleValue(filter);
  if (value === null) return `${sql} ${op === '==' ? 'IS NULL' : 'IS NOT NULL'}`;
  if (op === 'ILIKE' || op === 'NOT ILIKE') {
    const pattern = dialect.quoteString(String(value));
    const not = op === 'NOT ILIKE' ? 'NOT ' : '';
    // MySQL has no ILIKE; its LIKE follows the collation, so both sides go lower case.
    return dialect.backend === 'mysql'
      ? `LOWER(${sql}) ${not}LIKE LOWER(${pattern})`
      : `${sql} ${not}ILIKE ${pattern}`;
  }
  if (op === 'REGEX') return regexCondition(scope, sql, String(value));
  const comparison = COMPARISONS[op]!;
  const literal =
    op === 'LIKE' || op === 'NOT LIKE'
      ? dialect.quoteString(String(value))
      : columnValueLiteral(dialect, column, value);
  return `${sql} ${comparison} ${literal}`;
}

/**
 * The WHERE conditions of a query object's filters. A filter on a column the dataset lacks is
 * rejected (`not_in_datasource`), a time range on a column that is not temporal too
 * (`no_temporal_column`); the others are applied.
 */
export function compileFilters(
  scope: CompileScope,
  filters: QueryObjectFilter[],
  options: TimeRangeOptions,
): CompiledFilters {
  const result: CompiledFilters = {
    where: [],
    ownWhere: [],
    applied: [],
    rejected: [],
    bounds: null,
  };
  for (const filter of filters) {
    const name = columnLabel(filter.col);
    if (typeof filter.col === 'string' && !scope.columns.has(filter.col)) {
      result.rejected.push({ column: name, reason: 'not_in_datasource' });
      continue;
    }
    // A filter compares the column's own values: an x-axis grain does not apply here.
    const target =
      typeof filter.col === 'string' ? filter.col : { ...filter.col, columnType: null };
    const { sql, column } = resolveColumn(scope, target);
    if (filter.op !== 'TEMPORAL_RANGE') {
      const condition = operatorCondition(scope, sql, column, filter);
      result.where.push(condition);
      result.ownWhere.push(condition);
      result.applied.push({ column: name });
      continue;
    }
    if (column && !isTemporalColumn(column) && !column.python_date_format) {
      result.rejected.push({ column: name, reason: 'no_temporal_column' });
      continue;
    }
    const timeRange = typeof filter.val === 'string' ? filter.val : null;
    const range = resolveTimeRange(timeRange, options);
    result.bounds ??= range.shifted;
    const shifted = timeCondition(scope, sql, column, range.shifted);
    const own = timeCondition(scope, sql, column, range.own);
    if (shifted) result.where.push(shifted);
    if (own) result.ownWhere.push(own);
    result.applied.push({ column: name });
  }
  return result;
}
