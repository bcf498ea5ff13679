import { type Frame, type FrameColumn } from './frame';
import { renamed } from './labels';
import { columnsNamed, invalid } from './options';

/**
 * Superset's _append_columns: each source column's result replaces it when mapped to itself,
 * or is added at the end under the target name. A pivot's metric stands for all its columns.
 */
export function appendColumns(
  frame: Frame,
  mapping: Record<string, string>,
  compute: (column: FrameColumn) => FrameColumn,
): Frame {
  const entries = Object.entries(mapping);
  const sources = entries.map(([source]) => {
    const found = columnsNamed(frame, source);
    if (found.length === 0) throw invalid('Referenced columns not available in DataFrame.');
    return found;
  });
  if (entries.every(([source, target]) => source === target)) {
    const columns = [...frame.columns];
    for (const i of sources.flat()) {
      const column = columns[i];
      if (column) columns[i] = compute(column);
    }
    return { ...frame, columns };
  }
  const added = entries.flatMap(([, target], e) =>
    (sources[e] ?? []).flatMap((i) => {
      const column = frame.columns[i];
      return column ? [renamed(compute(column), target)] : [];
    }),
  );
  return { ...frame, columns: [...frame.columns, ...added] };
}

/** A float64 column with the values computed, keeping the source's name and levels. */
export function computed(column: FrameColumn, values: Float64Array): FrameColumn {
  return {
    name: column.name,
    ...(column.levels ? { levels: column.levels } : {}),
    kind: 'float64',
    type: 0,
    values,
  };
}
