// Small helpers for the post-processing tests: frames from literals and back.
import { type Frame, type FrameColumn, isNullAt } from './frame';

/** Microseconds of an ISO date or time (UTC). */
export function micros(iso: string): number {
  return Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : `${iso}Z`) * 1000;
}

function cell(column: FrameColumn, row: number): unknown {
  if (isNullAt(column, row)) return null;
  const value = column.values[row];
  if (column.kind === 'timestamp' || column.kind === 'date')
    return new Date((value as number) / 1000)
      .toISOString()
      .replace('.000Z', '')
      .replace('T00:00:00', '');
  return value;
}

/** The frame's rows keyed by column name (times as ISO text), for comparing with literals. */
export function rowsOf(frame: Frame): Record<string, unknown>[] {
  return Array.from({ length: frame.rowCount }, (_, row) =>
    Object.fromEntries(frame.columns.map((column) => [column.name, cell(column, row)])),
  );
}

/** The frame's column names in order. */
export function namesOf(frame: Frame): string[] {
  return frame.columns.map((column) => column.name);
}
