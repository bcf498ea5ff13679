// Time comparison: each offset query's rows are moved forward by their offset and left-joined
// onto the main rows by time and dimensions, as `<metric>__<offset>` columns (Superset's names).
import { type Frame, type FrameColumn, takeColumn } from './frame';
import { invalid } from './options';
import { forwardShifter } from './shiftTime';

/** Superset's TIME_COMPARISON separator. */
export const TIME_COMPARISON = '__';

export interface JoinTimeOffsetsOptions {
  timeColumn: string;
  joinColumns: string[];
  metrics: string[];
}

function columnOf(frame: Frame, name: string, what: string): FrameColumn {
  const column = frame.columns.find((c) => c.name === name);
  if (!column) throw invalid(`${what} "${name}" is not in the query result`);
  return column;
}

function rowKeys(columns: FrameColumn[], rowCount: number, time?: Float64Array): string[] {
  return Array.from({ length: rowCount }, (_, row) =>
    JSON.stringify(
      columns.map((column, i) => {
        const value = i === 0 && time ? time[row] : column.values[row];
        return typeof value === 'number' && Number.isNaN(value) ? null : value;
      }),
    ),
  );
}

/** The main frame with each offset frame's metrics joined on as `<metric>__<offset>`. */
export function joinTimeOffsets(
  main: Frame,
  offsets: readonly { offset: string; frame: Frame }[],
  opts: JoinTimeOffsetsOptions,
): Frame {
  if (offsets.length === 0) return main;
  if (!main.columns.some((c) => c.name === opts.timeColumn))
    throw invalid('A time column must be specified when using a Time Comparison.');
  const keyNames = [opts.timeColumn, ...opts.joinColumns];
  const mainKeys = rowKeys(
    keyNames.map((name) => columnOf(main, name, 'Column')),
    main.rowCount,
  );
  const added: FrameColumn[] = [];
  for (const { offset, frame } of offsets) {
    const shift = forwardShifter(offset);
    const time = columnOf(frame, opts.timeColumn, 'Column');
    if (time.kind !== 'timestamp' && time.kind !== 'date')
      throw invalid(`Column "${opts.timeColumn}" is not temporal and cannot be shifted`);
    const shifted = time.values.map(shift);
    const keys = rowKeys(
      keyNames.map((name) => columnOf(frame, name, 'Column')),
      frame.rowCount,
      shifted,
    );
    const firstRow = new Map<string, number>();
    keys.forEach((key, row) => {
      if (!firstRow.has(key)) firstRow.set(key, row);
    });
    const rows = Int32Array.from(mainKeys, (key) => firstRow.get(key) ?? -1);
    for (const metric of opts.metrics) {
      const column = takeColumn(columnOf(frame, metric, 'Metric'), rows);
      const { levels: _levels, ...flat } = column;
      added.push({ ...flat, name: [metric, offset].join(TIME_COMPARISON) } as FrameColumn);
    }
  }
  return { ...main, columns: [...main.columns, ...added] };
}
