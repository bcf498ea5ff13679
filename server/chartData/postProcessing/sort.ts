import { type Frame, type FrameColumn, takeRows } from './frame';
import { sortedRows } from './compareCells';
import { invalid, optBool, type Options, requireColumn } from './options';

function ascendingList(options: Options, count: number): boolean[] {
  const value = options.ascending ?? true;
  if (typeof value === 'boolean') return Array.from({ length: count }, () => value);
  if (Array.isArray(value) && value.length === count && value.every((v) => typeof v === 'boolean'))
    return value as boolean[];
  throw invalid('`ascending` must be a boolean or one boolean per column');
}

/**
 * Superset's `sort`: `columns` {name: ascending} (older form), or `by` with `ascending`, or
 * `is_sort_index` to sort on the index. Stable, nulls last.
 */
export function sort(frame: Frame, options: Options): Frame {
  let keys: FrameColumn[];
  let ascending: boolean[];
  if (optBool(options, 'is_sort_index', false)) {
    keys = frame.columns.slice(0, frame.indexCount);
    const direction = ascendingList(options, 1)[0] ?? true;
    ascending = keys.map(() => direction);
  } else if (options.by !== undefined && options.by !== null) {
    const by = typeof options.by === 'string' ? [options.by] : options.by;
    if (!Array.isArray(by) || !by.every((name) => typeof name === 'string'))
      throw invalid('`by` must be a column name or a list of them');
    keys = by.map((name: string) => requireColumn(frame, name));
    ascending = ascendingList(options, keys.length);
  } else {
    const columns = options.columns;
    if (typeof columns !== 'object' || columns === null || Array.isArray(columns))
      throw invalid('either sort_index or sort_values must be specified');
    const entries = Object.entries(columns);
    if (!entries.every(([, asc]) => typeof asc === 'boolean'))
      throw invalid('`columns` must map column names to true (ascending) or false');
    keys = entries.map(([name]) => requireColumn(frame, name));
    ascending = entries.map(([, asc]) => asc as boolean);
  }
  if (keys.length === 0) return frame;
  return takeRows(frame, sortedRows(frame.rowCount, keys, ascending));
}
