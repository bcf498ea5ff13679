import { type Frame, numberColumn, numericValues } from './frame';
import { groupRows } from './groupRows';
import { optString, type Options, reqString, requireColumn } from './options';

/** pandas' rank(pct=True): average ranks of the present values divided by their count. */
function percentRanks(values: Float64Array, rows: readonly number[], out: Float64Array): void {
  const present = rows.filter((row) => !Number.isNaN(values[row] ?? NaN));
  present.sort((a, b) => (values[a] ?? 0) - (values[b] ?? 0));
  for (let start = 0; start < present.length;) {
    let end = start;
    while (
      end + 1 < present.length &&
      values[present[end + 1] ?? 0] === values[present[start] ?? 0]
    )
      end++;
    const average = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) out[present[k] ?? 0] = average / present.length;
    start = end + 1;
  }
}

/** Superset's `rank`: a "rank" column with the metric's percentile rank, within `group_by`. */
export function rank(frame: Frame, options: Options): Frame {
  const metric = requireColumn(frame, reqString(options, 'metric', 'rank'));
  const groupBy = optString(options, 'group_by');
  const values = numericValues(metric);
  const out = new Float64Array(frame.rowCount).fill(NaN);
  const all = Array.from({ length: frame.rowCount }, (_, row) => row);
  const groups = groupBy
    ? groupRows([requireColumn(frame, groupBy)], frame.rowCount)
    : [{ first: 0, rows: all }];
  for (const group of groups) percentRanks(values, group.rows, out);
  // df["rank"] = …: an existing rank column is overwritten where it stands.
  const ranked = numberColumn('rank', out);
  const at = frame.columns.findIndex(
    (column, i) => i >= frame.indexCount && column.name === 'rank' && !column.levels,
  );
  const columns =
    at < 0
      ? [...frame.columns, ranked]
      : frame.columns.map((column, i) => (i === at ? ranked : column));
  return { ...frame, columns };
}
