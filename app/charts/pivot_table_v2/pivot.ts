// The pivot of a pivot table, computed in the browser from grouped rows: header trees with
// subtotals and totals, and every cell aggregated with the chosen function.
import {
  type Accumulator,
  accumulate,
  aggregateValue,
  emptyAccumulator,
  isFraction,
  keeps,
} from './aggregators';

/** The pseudo-dimension holding metric names. */
export const METRIC_DIMENSION = '__metrics__';

export type PivotOrder = 'key_a_to_z' | 'key_z_to_a' | 'value_a_to_z' | 'value_z_to_a';

/** What to pivot and how. */
export interface PivotOptions {
  records: Record<string, unknown>[];
  rows: string[];
  cols: string[];
  metrics: string[];
  aggregateFunction: string;
  metricsLayout: 'COLUMNS' | 'ROWS';
  transpose: boolean;
  combineMetric: boolean;
  rowTotals: boolean;
  colTotals: boolean;
  rowSubTotals: boolean;
  colSubTotals: boolean;
  rowOrder: PivotOrder;
  colOrder: PivotOrder;
  /** Header text of a dimension value (dates formatted, nulls named). */
  formatKey?: (dimension: string, value: unknown) => string;
}

/** One row or column of the pivot: its values per dimension, null where aggregated away. */
export interface PivotHeader {
  values: (string | null)[];
  kind: 'leaf' | 'subtotal' | 'total';
}

/** The computed pivot. */
export interface PivotResult {
  rowDims: string[];
  colDims: string[];
  rowHeaders: PivotHeader[];
  colHeaders: PivotHeader[];
  /** cells[row][col]. */
  cells: (number | string | null)[][];
  fraction: boolean;
}

const NULL_KEY = '\u0000';
const keyOf = (values: (string | null)[]) => values.map((v) => v ?? NULL_KEY).join('\u0001');
const collator = new Intl.Collator(undefined, { numeric: true });

/** The values of a header with everything after `depth` aggregated away, the metric kept. */
const masked = (values: (string | null)[], depth: number, metricAt: number) =>
  values.map((value, i) => (i < depth || i === metricAt ? value : null));

interface TreeNode {
  value: string;
  children: Map<string, TreeNode>;
}

/** Computes the pivot of grouped records (Superset's pivot table semantics). */
export function pivot(options: PivotOptions): PivotResult {
  const { records, metrics, aggregateFunction: fn } = options;
  const keep = keeps(fn);
  const format = options.formatKey ?? ((_: string, value: unknown) => String(value ?? 'NULL'));
  let rowGroupby = options.rows;
  let colGroupby = options.cols;
  if (options.transpose) [rowGroupby, colGroupby] = [colGroupby, rowGroupby];
  const withMetric = (dims: string[]) =>
    options.combineMetric ? [...dims, METRIC_DIMENSION] : [METRIC_DIMENSION, ...dims];
  const rowDims = options.metricsLayout === 'ROWS' ? withMetric(rowGroupby) : rowGroupby;
  const colDims = options.metricsLayout === 'COLUMNS' ? withMetric(colGroupby) : colGroupby;
  const rowMetricAt = rowDims.indexOf(METRIC_DIMENSION);
  const colMetricAt = colDims.indexOf(METRIC_DIMENSION);

  // Accumulate every fact into each of its row/column prefixes.
  const cellAcc = new Map<string, Accumulator>();
  const raw = new Map<string, unknown>();
  const rowTree: TreeNode = { value: '', children: new Map() };
  const colTree: TreeNode = { value: '', children: new Map() };
  const addPath = (tree: TreeNode, values: string[]) => {
    let node = tree;
    for (const value of values) {
      let child = node.children.get(value);
      if (!child) node.children.set(value, (child = { value, children: new Map() }));
      node = child;
    }
  };
  const keyValues = (dims: string[], record: Record<string, unknown>, metric: string) =>
    dims.map((dim) => {
      if (dim === METRIC_DIMENSION) return metric;
      const text = format(dim, record[dim]);
      raw.set(`${dim}\u0001${text}`, record[dim]);
      return text;
    });
  for (const record of records) {
    for (const metric of metrics) {
      const rowValues = keyValues(rowDims, record, metric);
      const colValues = keyValues(colDims, record, metric);
      addPath(rowTree, rowValues);
      addPath(colTree, colValues);
      const rowKeys = new Set(
        rowDims.map((_, d) => keyOf(masked(rowValues, d, rowMetricAt))).concat(keyOf(rowValues)),
      );
      const colKeys = new Set(
        colDims.map((_, d) => keyOf(masked(colValues, d, colMetricAt))).concat(keyOf(colValues)),
      );
      for (const rowKey of rowKeys) {
        for (const colKey of colKeys) {
          const key = `${rowKey}\u0002${colKey}`;
          let acc = cellAcc.get(key);
          if (!acc) cellAcc.set(key, (acc = emptyAccumulator()));
          accumulate(acc, record[metric], keep);
        }
      }
    }
  }

  const base = (row: (string | null)[], col: (string | null)[]) =>
    aggregateValue(fn, cellAcc.get(`${keyOf(row)}\u0002${keyOf(col)}`));
  const fraction = isFraction(fn);
  const value = (row: (string | null)[], col: (string | null)[]) => {
    const numerator = base(row, col);
    if (!fraction || typeof numerator !== 'number') return numerator;
    const allRows = masked(row, 0, rowMetricAt);
    const allCols = masked(col, 0, colMetricAt);
    // The metric may sit on the other axis: keep it on whichever axis holds it.
    const denominator = fn.endsWith('Rows')
      ? base(row, allCols)
      : fn.endsWith('Columns')
        ? base(allRows, col)
        : base(allRows, allCols);
    return typeof denominator === 'number' && denominator !== 0 ? numerator / denominator : null;
  };

  const headers = (
    tree: TreeNode,
    dims: string[],
    metricAt: number,
    order: PivotOrder,
    subtotals: boolean,
    totals: boolean,
    sortValue: (values: (string | null)[]) => number,
  ): PivotHeader[] => {
    const out: PivotHeader[] = [];
    const seen = new Set<string>();
    const emit = (values: (string | null)[], kind: PivotHeader['kind']) => {
      const key = keyOf(values);
      if (seen.has(key)) return;
      seen.add(key);
      out.push({ values, kind });
    };
    // A subtotal or total of a prefix without the metric is one header per metric.
    const expand = (prefix: string[], kind: PivotHeader['kind']) => {
      const padded = dims.map((_, i) => prefix[i] ?? null);
      if (metricAt >= prefix.length) {
        for (const metric of metrics) {
          emit(
            padded.map((v, i) => (i === metricAt ? metric : v)),
            kind,
          );
        }
      } else emit(padded, kind);
    };
    const walk = (node: TreeNode, prefix: string[]) => {
      const depth = prefix.length;
      if (depth === dims.length) {
        emit([...prefix], 'leaf');
        return;
      }
      let children = [...node.children.values()];
      if (dims[depth] === METRIC_DIMENSION) {
        children.sort((a, b) => metrics.indexOf(a.value) - metrics.indexOf(b.value));
      } else if (order.startsWith('key')) {
        const dim = dims[depth] ?? '';
        const rawOf = (v: string) => raw.get(`${dim}\u0001${v}`);
        children.sort((a, b) => {
          const x = rawOf(a.value);
          const y = rawOf(b.value);
          return typeof x === 'number' && typeof y === 'number'
            ? x - y
            : collator.compare(a.value, b.value);
        });
        if (order === 'key_z_to_a') children.reverse();
      } else {
        const score = (child: TreeNode) =>
          sortValue(
            dims.map((_, i) => (i < depth ? prefix[i] : i === depth ? child.value : null) ?? null),
          );
        children = children
          .map((child) => ({ child, score: score(child) }))
          .sort((a, b) => (order === 'value_a_to_z' ? a.score - b.score : b.score - a.score))
          .map(({ child }) => child);
      }
      for (const child of children) walk(child, [...prefix, child.value]);
      if (subtotals && depth > 0) expand(prefix, 'subtotal');
    };
    walk(tree, []);
    if (totals) expand([], 'total');
    return out;
  };

  const firstMetric = metrics[0] ?? '';
  const grand = (dims: string[], metricAt: number) =>
    dims.map((_, i) => (i === metricAt ? firstMetric : null));
  const scoreOf = (v: number | string | null) => (typeof v === 'number' ? v : -Infinity);
  const rowHeaders = headers(
    rowTree,
    rowDims,
    rowMetricAt,
    options.rowOrder,
    options.rowSubTotals,
    options.colTotals,
    (values) =>
      scoreOf(
        base(
          values
            .map((v, i) => (i === rowMetricAt ? (v ?? firstMetric) : v))
            .slice(0, rowDims.length),
          grand(colDims, colMetricAt),
        ),
      ),
  );
  const colHeaders = headers(
    colTree,
    colDims,
    colMetricAt,
    options.colOrder,
    options.colSubTotals,
    options.rowTotals,
    (values) =>
      scoreOf(
        base(
          grand(rowDims, rowMetricAt),
          values
            .map((v, i) => (i === colMetricAt ? (v ?? firstMetric) : v))
            .slice(0, colDims.length),
        ),
      ),
  );
  // With no dimension on an axis, one "total" header stands for all of it.
  if (rowHeaders.length === 0 && rowDims.length === 0)
    rowHeaders.push({ values: [], kind: 'leaf' });
  if (colHeaders.length === 0 && colDims.length === 0)
    colHeaders.push({ values: [], kind: 'leaf' });
  const cells = rowHeaders.map((row) => colHeaders.map((col) => value(row.values, col.values)));
  return { rowDims, colDims, rowHeaders, colHeaders, cells, fraction };
}
