import { type Frame, type FrameColumn, isNumeric } from './frame';
import { computed } from './appendColumns';
import { renamed } from './labels';
import { invalid, optString, optStringList, type Options } from './options';

/**
 * Superset's `contribution`: each numeric value (missing counted as 0) as a share of its
 * column's total (orientation "column", the default) or of its row's total ("row"), written
 * over the columns or, with `rename_columns`, as new ones.
 */
export function contribution(frame: Frame, options: Options): Frame {
  const orientation = optString(options, 'orientation') ?? 'column';
  if (orientation !== 'row' && orientation !== 'column')
    throw invalid('`orientation` must be `row` or `column`');
  const numeric = frame.columns
    .map((column, i) => ({ column, i }))
    .filter(({ column, i }) => i >= frame.indexCount && isNumeric(column));
  const requested = optStringList(options, 'columns');
  for (const name of requested)
    if (!numeric.some(({ column }) => column.name === name))
      throw invalid(`Column "${name}" is not numeric or does not exists in the query results.`);
  const chosen = requested.length
    ? requested.map((name) => numeric.find(({ column }) => column.name === name) ?? numeric[0]!)
    : numeric;
  const renames = optStringList(options, 'rename_columns');
  const targets = renames.length ? renames : chosen.map(({ column }) => column.name);
  if (targets.length !== chosen.length)
    throw invalid('`rename_columns` must have the same length as `columns`.');
  const filled = chosen.map(({ column }) =>
    (column.values as Float64Array).map((v) => (Number.isNaN(v) ? 0 : v)),
  );
  const shares = filled.map((values) => new Float64Array(values.length));
  if (orientation === 'column') {
    filled.forEach((values, c) => {
      const total = values.reduce((a, b) => a + b, 0);
      values.forEach((v, row) => (shares[c]![row] = v / total));
    });
  } else {
    for (let row = 0; row < frame.rowCount; row++) {
      const total = filled.reduce((sum, values) => sum + (values[row] ?? 0), 0);
      filled.forEach((values, c) => (shares[c]![row] = (values[row] ?? 0) / total));
    }
  }
  const columns = [...frame.columns];
  chosen.forEach(({ column, i }, c) => {
    const target = targets[c] ?? column.name;
    const result: FrameColumn = computed(column, shares[c] ?? new Float64Array());
    const existing = columns.findIndex(
      (other, at) => at >= frame.indexCount && other.name === target,
    );
    if (target === column.name) columns[i] = result;
    else if (existing >= 0) columns[existing] = renamed(result, target);
    else columns.push(renamed(result, target));
  });
  return { ...frame, columns };
}
