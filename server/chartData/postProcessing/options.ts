// Reading an operation's options: anything malformed is the request's fault (a 400 naming the
// option), never a crash deeper in the operation.
import { ChartQueryError } from '../chartQueryError';
import { type Frame, type FrameColumn } from './frame';

export type Options = Record<string, unknown>;

/** A 400 for a post-processing request the server cannot carry out. */
export function invalid(message: string): ChartQueryError {
  return new ChartQueryError(message);
}

/** An optional string option. */
export function optString(options: Options, key: string): string | undefined {
  const value = options[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(`\`${key}\` must be a string`);
  return value;
}

/** A required string option. */
export function reqString(options: Options, key: string, operation: string): string {
  const value = optString(options, key);
  if (value === undefined) throw invalid(`\`${key}\` is required for the ${operation} operation`);
  return value;
}

/** An optional boolean option. */
export function optBool(options: Options, key: string, fallback: boolean): boolean {
  const value = options[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw invalid(`\`${key}\` must be a boolean`);
  return value;
}

/** An optional number option (a numeric string is accepted, as Python would after a form). */
export function optNumber(options: Options, key: string): number | undefined {
  const value = options[key];
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number))
    throw invalid(`\`${key}\` must be a number`);
  return number;
}

/** An optional integer option. */
export function optInteger(options: Options, key: string): number | undefined {
  const value = optNumber(options, key);
  if (value !== undefined && !Number.isInteger(value))
    throw invalid(`\`${key}\` must be an integer`);
  return value;
}

/** A list of strings; a single string counts as a list of one (pandas accepts both). */
export function optStringList(options: Options, key: string): string[] {
  const value = options[key];
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw invalid(`\`${key}\` must be a list of column names`);
  return value as string[];
}

/** A {string: string} mapping (source column → target column). */
export function optStringMap(options: Options, key: string): Record<string, string> {
  const value = options[key];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalid(`\`${key}\` must be a mapping of column names`);
  for (const target of Object.values(value))
    if (typeof target !== 'string') throw invalid(`\`${key}\` must be a mapping of column names`);
  return value as Record<string, string>;
}

/** A {name: object} mapping (aggregates). */
export function optObjectMap(options: Options, key: string): Record<string, Options> {
  const value = options[key];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalid(`\`${key}\` must be a mapping`);
  for (const entry of Object.values(value))
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      throw invalid(`\`${key}\` must be a mapping of objects`);
  return value as Record<string, Options>;
}

/** The label pandas matches a column by: its flat name, or its first level after a pivot. */
export function topLabel(column: FrameColumn): string | null {
  return column.levels ? (column.levels[0] ?? null) : column.name;
}

/** Indexes of the data columns a name selects (a pivot's metric selects all its columns). */
export function columnsNamed(frame: Frame, name: string): number[] {
  const found: number[] = [];
  frame.columns.forEach((column, i) => {
    if (i >= frame.indexCount && topLabel(column) === name) found.push(i);
  });
  return found;
}

/** Where a column (index or data) of that exact name is; -1 when there is none. */
export function columnIndex(frame: Frame, name: string): number {
  return frame.columns.findIndex((column) => column.name === name && !column.levels);
}

/** Superset's check that every referenced column exists (validate_column_args). */
export function requireColumns(frame: Frame, names: Iterable<string>): void {
  for (const name of names)
    if (columnIndex(frame, name) < 0 && columnsNamed(frame, name).length === 0)
      throw invalid('Referenced columns not available in DataFrame.');
}

/** The one column of that name (index or data); a 400 when there is none. */
export function requireColumn(frame: Frame, name: string): FrameColumn {
  const index = columnIndex(frame, name);
  const column = frame.columns[index];
  if (!column) throw invalid('Referenced columns not available in DataFrame.');
  return column;
}
