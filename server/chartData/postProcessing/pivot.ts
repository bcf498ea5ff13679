import { namedAggregates } from './aggregate';
import { compareRows } from './compareCells';
import {
  type Frame,
  type FrameColumn,
  numberColumn,
  numericValues,
  takeColumn,
  textColumn,
} from './frame';
import { groupRows, pick, type RowGroup } from './groupRows';
import { FLAT_COLUMN_SEPARATOR, withLevels } from './labels';
import { levelText } from './levelText';
import {
  invalid,
  optBool,
  optObjectMap,
  optStringList,
  type Options,
  requireColumn,
  requireColumns,
} from './options';
import { flatten } from './flatten';

/** Superset's NULL_STRING, the default column_fill_value. */
export const NULL_STRING = '<NULL>';

interface Series {
  metric: string;
  /** Index into the column groups (-1: no pivoted columns). */
  group: number;
  values: Float64Array;
}

function filledColumn(column: FrameColumn, fill: string): FrameColumn {
  const values = Array.from(
    { length: column.values.length },
    (_, row) => levelText(column, row) ?? fill,
  );
  return column.kind === 'utf8' ? { ...column, values } : textColumn(column.name, values);
}

/**
 * Superset's `pivot` (pandas pivot_table): rows grouped by `index`, one column per metric and
 * combination of `columns` values, named [metric, value…] (flatten joins them with ", ").
 */
export function pivot(frame: Frame, options: Options): Frame {
  const index = optStringList(options, 'index');
  const pivotColumns = optStringList(options, 'columns');
  requireColumns(frame, [...index, ...pivotColumns]);
  if (index.length === 0) throw invalid('Pivot operation requires at least one index');
  const aggregates = optObjectMap(options, 'aggregates');
  if (Object.keys(aggregates).length === 0)
    throw invalid('Pivot operation must include at least one aggregate');
  if (options.marginal_distributions) throw invalid('`marginal_distributions` is not supported');
  const dropMissing = optBool(options, 'drop_missing_columns', true);
  const columnFill =
    options.column_fill_value === undefined ? NULL_STRING : options.column_fill_value;
  const metricFill = options.metric_fill_value ?? null;
  if (metricFill !== null && typeof metricFill !== 'number')
    throw invalid('`metric_fill_value` must be a number');

  // pivot_table keys its aggregates by source column: two aggregates of one column keep the last.
  const byColumn = new Map(namedAggregates(frame, aggregates).map((a) => [a.column.name, a]));
  const metrics = [...byColumn.values()];
  const indexKeys = index.map((name) => requireColumn(frame, name));
  const columnKeys = pivotColumns.map((name) => {
    const column = requireColumn(frame, name);
    return typeof columnFill === 'string' && columnFill !== ''
      ? filledColumn(column, columnFill)
      : column;
  });
  const rowGroups = groupRows(indexKeys, frame.rowCount, dropMissing);
  const columnGroups: RowGroup[] = columnKeys.length
    ? groupRows(columnKeys, frame.rowCount, dropMissing)
    : [];
  const groupOfRow = new Int32Array(frame.rowCount).fill(-1);
  columnGroups.forEach((group, g) => group.rows.forEach((row) => (groupOfRow[row] = g)));

  // The rows of each (row group, column group) cell, bucketed once for every metric.
  const cellRows = rowGroups.map((rowGroup) => {
    const buckets = new Map<number, number[]>();
    for (const row of rowGroup.rows) {
      const g = columnKeys.length ? (groupOfRow[row] ?? -1) : -1;
      if (columnKeys.length && g < 0) continue;
      const bucket = buckets.get(g);
      if (bucket) bucket.push(row);
      else buckets.set(g, [row]);
    }
    return buckets;
  });
  const series: Series[] = [];
  for (const { column, reduce } of metrics) {
    const values = numericValues(column);
    const groups = columnKeys.length ? columnGroups.map((_, g) => g) : [-1];
    for (const g of groups) {
      const cells = new Float64Array(rowGroups.length).fill(NaN);
      let seen = false;
      rowGroups.forEach((_, r) => {
        const rows = cellRows[r]?.get(g);
        if (!rows) return;
        cells[r] = reduce(pick(values, rows));
        seen = true;
      });
      // dropna: a combination with no value at all is no column (pandas drops all-NaN columns).
      if (!seen || (dropMissing && cells.every((v) => Number.isNaN(v)))) continue;
      series.push({ metric: column.name, group: g, values: cells });
    }
  }
  // pivot_table drops index rows whose every value is missing (dropna).
  let keepRows = rowGroups.map((_, r) => r);
  if (dropMissing)
    keepRows = keepRows.filter((r) => series.some((s) => !Number.isNaN(s.values[r] ?? NaN)));

  const combine = optBool(options, 'combine_value_with_metric', false);
  const compareGroups = (a: number, b: number) => {
    for (const key of columnKeys) {
      const order = compareRows(key, columnGroups[a]?.first ?? 0, columnGroups[b]?.first ?? 0);
      if (order !== 0) return order;
    }
    return 0;
  };
  const byMetric = (a: Series, b: Series) =>
    a.metric < b.metric ? -1 : a.metric > b.metric ? 1 : 0;
  // pandas sorts the column labels: metric first, or (stack/unstack) the values first.
  series.sort((a, b) =>
    combine
      ? compareGroups(a.group, b.group) || byMetric(a, b)
      : byMetric(a, b) || compareGroups(a.group, b.group),
  );

  const firsts = keepRows.map((r) => rowGroups[r]?.first ?? 0);
  const columns: FrameColumn[] = indexKeys.map((key) => {
    const { levels: _levels, ...flat } = takeColumn(key, firsts);
    return flat as FrameColumn;
  });
  for (const s of series) {
    const cells = keepRows.map((r) => {
      const value = s.values[r] ?? NaN;
      return Number.isNaN(value) && metricFill !== null ? metricFill : value;
    });
    const column = numberColumn(s.metric, cells);
    if (s.group < 0) {
      columns.push(column);
      continue;
    }
    const first = columnGroups[s.group]?.first ?? 0;
    const labels = columnKeys.map((key) => levelText(key, first));
    columns.push(withLevels(column, combine ? [...labels, s.metric] : [s.metric, ...labels]));
  }
  let result: Frame = { rowCount: keepRows.length, columns, indexCount: indexKeys.length };
  // Older clients asked pivot itself to flatten (a single metric's name then left out).
  if (optBool(options, 'flatten_columns', false)) {
    const single = Object.keys(aggregates).length === 1;
    result = {
      ...result,
      columns: result.columns.map((column) => {
        if (!column.levels) return column;
        const levels = single && column.levels.length > 1 ? column.levels.slice(1) : column.levels;
        const { levels: _levels, ...flat } = column;
        return { ...flat, name: levels.map(String).join(FLAT_COLUMN_SEPARATOR) };
      }),
    };
  }
  if (optBool(options, 'reset_index', false)) result = flatten(result, { reset_index: true });
  return result;
}
