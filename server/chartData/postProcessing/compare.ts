import { type Frame, type FrameColumn, numberColumn, numericValues } from './frame';
import { TIME_COMPARISON } from './joinTimeOffsets';
import {
  columnsNamed,
  invalid,
  optBool,
  optInteger,
  optString,
  optStringList,
  type Options,
} from './options';
import { roundHalfEven } from './statistics';

const COMPARE_TYPES = new Set(['difference', 'percentage', 'ratio']);

function single(frame: Frame, name: string): FrameColumn {
  const found = columnsNamed(frame, name);
  const column = found.length === 1 ? frame.columns[found[0] ?? -1] : undefined;
  if (!column) throw invalid('Referenced columns not available in DataFrame.');
  return column;
}

/**
 * Superset's `compare`: for each (source, compare) pair a column
 * `<compare_type>__<source>__<compare>` with the difference, percentage change or ratio
 * (those two rounded to `precision`), optionally dropping the originals.
 */
export function compare(frame: Frame, options: Options): Frame {
  const sources = optStringList(options, 'source_columns');
  const targets = optStringList(options, 'compare_columns');
  const type = optString(options, 'compare_type') ?? '';
  if (sources.length !== targets.length)
    throw invalid('`compare_columns` must have the same length as `source_columns`.');
  if (!COMPARE_TYPES.has(type))
    throw invalid('`compare_type` must be `difference`, `percentage` or `ratio`');
  const precision = optInteger(options, 'precision') ?? 4;
  if (sources.length === 0) return frame;
  const added = sources.map((source, i) => {
    const target = targets[i] ?? '';
    const s = numericValues(single(frame, source));
    const c = numericValues(single(frame, target));
    const values = s.map((x, row) => {
      const y = c[row] ?? NaN;
      if (type === 'difference') return x - y;
      return roundHalfEven(type === 'percentage' ? (x - y) / y : x / y, precision);
    });
    return numberColumn([type, source, target].join(TIME_COMPARISON), values);
  });
  let columns = [...frame.columns, ...added];
  if (optBool(options, 'drop_original_columns', false)) {
    const dropped = new Set([...sources, ...targets]);
    columns = columns.filter(
      (column, i) => i < frame.indexCount || !dropped.has(column.levels?.[0] ?? column.name),
    );
  }
  return { ...frame, columns };
}
