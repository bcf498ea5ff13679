// Superset's JSON rows (an array of objects keyed by column name) written straight from a columnar
// table's bytes: strings that need no escaping are copied, never decoded into JS strings.
import {
  type ColumnHeader,
  formatDate,
  readHeader,
  type TableHeader,
  utf8Offsets,
} from '@common/results/columnarTable';

/** Rows per piece: small enough that writing one keeps the event loop free. */
export const ROWS_PER_PIECE = 1000;

type CellWriter = (row: number) => string;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** A utf8 cell as a JSON string; short ASCII values are built without a call into C++. */
function utf8Writer(bytes: Uint8Array, column: ColumnHeader, rowCount: number): CellWriter {
  const offsets = utf8Offsets(bytes, column, rowCount);
  const base = column.data[0];
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return (row) => {
    const start = base + (offsets[row] ?? 0);
    const end = base + (offsets[row + 1] ?? 0);
    let text = '';
    let plain = end - start <= 32;
    for (let i = start; plain && i < end; i++) {
      const byte = bytes[i] ?? 0;
      if (byte < 0x20 || byte >= 0x80 || byte === QUOTE || byte === BACKSLASH) plain = false;
      else text += String.fromCharCode(byte);
    }
    return plain ? `"${text}"` : JSON.stringify(view.toString('utf8', start, end));
  };
}

/** A utf8 cell that already holds JSON (a list made by post-processing), written as it is. */
function rawJsonWriter(bytes: Uint8Array, column: ColumnHeader, rowCount: number): CellWriter {
  const offsets = utf8Offsets(bytes, column, rowCount);
  const base = column.data[0];
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return (row) => view.toString('utf8', base + (offsets[row] ?? 0), base + (offsets[row + 1] ?? 0));
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Timestamps as engines print them; each day's date and each second's time formatted once. */
function timestampWriter(values: Float64Array, tz: boolean): CellWriter {
  const days = new Map<number, string>();
  const times: string[] = [];
  const suffix = tz ? '+00"' : '"';
  return (row) => {
    // Nanosecond timestamps arrive with fractions of a microsecond: engines print microseconds.
    const micros = Math.floor(values[row] ?? 0);
    const day = Math.floor(micros / 86_400_000_000);
    let date = days.get(day);
    if (date === undefined) days.set(day, (date = `"${formatDate(day)} `));
    const inDay = micros - day * 86_400_000_000;
    const seconds = Math.floor(inDay / 1_000_000);
    const fraction = inDay - seconds * 1_000_000;
    let time = times[seconds];
    if (time === undefined)
      times[seconds] =
        time = `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
    if (fraction === 0) return date + time + suffix;
    return `${date}${time}.${String(fraction).padStart(6, '0').replace(/0+$/, '')}${suffix}`;
  };
}

/** How a row writer prints times: as engines print them, or as epoch milliseconds. */
export interface RowsJsonOptions {
  /** Dates and timestamps as epoch milliseconds, as Superset's chart data answers them. */
  timesAsEpochMs?: boolean;
  /** Text columns whose values are JSON already (boxplot's outlier lists): not quoted again. */
  jsonColumns?: ReadonlySet<string>;
}

/** Dates (days) and timestamps (microseconds) as epoch milliseconds; null stays null. */
function epochMsWriter(values: Int32Array | Float64Array, perMs: number): CellWriter {
  return (row) => {
    const ms = Math.floor((values[row] ?? 0) * perMs);
    return Number.isFinite(ms) ? String(ms) : 'null';
  };
}

function cellWriter(
  bytes: Uint8Array,
  column: ColumnHeader,
  rowCount: number,
  options: RowsJsonOptions,
): CellWriter {
  const at = bytes.byteOffset + column.data[0];
  if (options.timesAsEpochMs && column.kind === 'date')
    return epochMsWriter(new Int32Array(bytes.buffer, at, rowCount), 86_400_000);
  if (options.timesAsEpochMs && column.kind === 'timestamp')
    return epochMsWriter(new Float64Array(bytes.buffer, at, rowCount), 1 / 1000);
  if (column.kind === 'utf8' && options.jsonColumns?.has(column.name))
    return rawJsonWriter(bytes, column, rowCount);
  switch (column.kind) {
    case 'float64': {
      const values = new Float64Array(bytes.buffer, at, rowCount);
      return (row) => {
        const value = values[row] ?? 0;
        return Number.isFinite(value) ? String(value) : 'null';
      };
    }
    case 'int16': {
      const values = new Int16Array(bytes.buffer, at, rowCount);
      return (row) => String(values[row]);
    }
    case 'int32': {
      const values = new Int32Array(bytes.buffer, at, rowCount);
      return (row) => String(values[row]);
    }
    case 'int64': {
      const low = new Uint32Array(bytes.buffer, at, rowCount * 2);
      const high = new Int32Array(bytes.buffer, at, rowCount * 2);
      const exact = new BigInt64Array(bytes.buffer, at, rowCount);
      return (row) => {
        const h = high[2 * row + 1] ?? 0;
        // Beyond ±2^53 the halves would round: print the exact BigInt instead.
        const safe = h >= -0x200000 && h < 0x200000;
        return safe ? String(h * 4294967296 + (low[2 * row] ?? 0)) : String(exact[row]);
      };
    }
    case 'bool': {
      const values = new Uint8Array(bytes.buffer, at, rowCount);
      return (row) => (values[row] === 1 ? 'true' : 'false');
    }
    case 'date': {
      const values = new Int32Array(bytes.buffer, at, rowCount);
      const days = new Map<number, string>();
      return (row) => {
        const day = values[row] ?? 0;
        let text = days.get(day);
        if (text === undefined) days.set(day, (text = `"${formatDate(day)}"`));
        return text;
      };
    }
    case 'timestamp':
      return timestampWriter(new Float64Array(bytes.buffer, at, rowCount), column.tz === true);
    case 'utf8':
      return utf8Writer(bytes, column, rowCount);
  }
}

function rowWriter(
  bytes: Uint8Array,
  header: TableHeader,
  options: RowsJsonOptions,
): (row: number) => string {
  const cells = header.columns.map((column) => {
    const write = cellWriter(bytes, column, header.rowCount, options);
    if (!column.validity) return write;
    const validity = bytes.subarray(column.validity[0], column.validity[0] + column.validity[1]);
    const writeOrNull: CellWriter = (row) =>
      ((validity[row >> 3] ?? 0) >> (row & 7)) & 1 ? write(row) : 'null';
    return writeOrNull;
  });
  const keys = header.columns.map(
    (column, i) => `${i === 0 ? '{' : ','}${JSON.stringify(column.name)}:`,
  );
  if (cells.length === 0) return () => '{}';
  return (row) => {
    let json = '';
    for (let i = 0; i < cells.length; i++)
      json += (keys[i] as string) + (cells[i] as CellWriter)(row);
    return `${json}}`;
  };
}

/**
 * A columnar table's rows as Superset's JSON array of row objects, in pieces that a caller can
 * send between turns of the event loop.
 */
export function* rowsJsonPieces(
  source: Uint8Array,
  options: RowsJsonOptions = {},
): Generator<Buffer> {
  const bytes = source.byteOffset % 8 === 0 ? source : new Uint8Array(source);
  const header = readHeader(bytes);
  const write = rowWriter(bytes, header, options);
  let piece = '[';
  for (let start = 0; start < header.rowCount; start += ROWS_PER_PIECE) {
    const end = Math.min(header.rowCount, start + ROWS_PER_PIECE);
    for (let row = start; row < end; row++) piece += (row > 0 ? ',' : '') + write(row);
    if (end < header.rowCount) {
      yield Buffer.from(piece);
      piece = '';
    }
  }
  yield Buffer.from(`${piece}]`);
}
