import { type Frame, type FrameColumn, isNullAt, numberColumn, takeColumn } from './frame';
import { groupRows } from './groupRows';
import { pythonFloat } from './labels';
import {
  invalid,
  optBool,
  optStringList,
  type Options,
  reqString,
  requireColumn,
  requireColumns,
} from './options';

/** Superset's cap on `bins` (numpy would allocate an edge per bin). */
export const MAX_HISTOGRAM_BINS = 1000;

/** numpy's histogram_bin_edges for a bin count: equal widths over [min, max] (±0.5 if equal). */
function binEdges(values: number[], bins: number): number[] {
  let low = values.reduce((a, b) => Math.min(a, b));
  let high = values.reduce((a, b) => Math.max(a, b));
  if (low === high) {
    low -= 0.5;
    high += 0.5;
  }
  const step = (high - low) / bins;
  return Array.from({ length: bins + 1 }, (_, i) => (i === bins ? high : low + i * step));
}

/** Counts per bin: [edge i, edge i+1), the last bin closed. */
function counts(values: number[], edges: number[]): number[] {
  const bins = edges.length - 1;
  const out = new Array<number>(bins).fill(0);
  for (const value of values) {
    if (value < (edges[0] ?? 0) || value > (edges[bins] ?? 0)) continue;
    let lo = 0;
    let hi = bins;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (value >= (edges[mid] ?? 0)) lo = mid;
      else hi = mid;
    }
    out[lo] = (out[lo] ?? 0) + 1;
  }
  return out;
}

/**
 * Superset's `histogram`: one row per `groupby` group with a count column per bin, named
 * "<low> - <high>" as Python prints the edges; `cumulative` sums along the bins, `normalize`
 * divides by the total of every count.
 */
export function histogram(frame: Frame, options: Options): Frame {
  const bins = options.bins ?? 5;
  if (typeof bins !== 'number' || !Number.isInteger(bins) || bins < 1 || bins > MAX_HISTOGRAM_BINS)
    throw invalid(`\`bins\` must be an integer between 1 and ${MAX_HISTOGRAM_BINS}`);
  const target = requireColumn(frame, reqString(options, 'column', 'histogram'));
  const groupby = optStringList(options, 'groupby');
  requireColumns(frame, groupby);
  if (target.kind === 'utf8' || target.kind === 'bool' || target.kind === 'list')
    throw invalid(`Column '${target.name}' contains non-numeric values`);
  const rows = Array.from({ length: frame.rowCount }, (_, row) => row).filter(
    (row) => !isNullAt(target, row),
  );
  if (rows.length === 0)
    return { ...frame, rowCount: 0, columns: frame.columns.map((c) => takeColumn(c, [])) };
  const values = target.values;
  const edges = binEdges(
    rows.map((row) => values[row] ?? 0),
    bins,
  );
  const keys = groupby.map((name) => requireColumn(frame, name));
  const groups = keys.length
    ? groupRows(keys, frame.rowCount)
        .map((g) => ({
          ...g,
          rows: g.rows.filter((row) => !isNullAt(target, row)),
        }))
        .filter((g) => g.rows.length > 0)
    : [{ first: 0, rows }];
  const table = groups.map((group) => {
    const counted = counts(
      group.rows.map((row) => values[row] ?? 0),
      edges,
    );
    if (optBool(options, 'cumulative', false))
      for (let i = 1; i < counted.length; i++)
        counted[i] = (counted[i] ?? 0) + (counted[i - 1] ?? 0);
    return counted;
  });
  if (optBool(options, 'normalize', false)) {
    const total = table.flat().reduce((a, b) => a + b, 0);
    table.forEach((counted) => counted.forEach((count, i) => (counted[i] = count / total)));
  }
  const firsts = groups.map((group) => group.first);
  const columns: FrameColumn[] = keys.map((key) => {
    const { levels: _levels, ...flat } = takeColumn(key, firsts);
    return flat as FrameColumn;
  });
  for (let bin = 0; bin < bins; bin++) {
    const name = `${pythonFloat(edges[bin] ?? 0)} - ${pythonFloat(edges[bin + 1] ?? 0)}`;
    const column = numberColumn(
      name,
      table.map((counted) => counted[bin] ?? 0),
      'int64',
    );
    columns.push(optBool(options, 'normalize', false) ? { ...column, kind: 'float64' } : column);
  }
  return { rowCount: groups.length, columns, indexCount: 0 };
}
