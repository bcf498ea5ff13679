// Frames to and from Tessera's columnar table format (common/results/columnarTable.ts): the
// engines' bytes become typed columns without a row object in between, and back.
import { type ColumnHeader, readHeader, utf8Offsets } from '@common/results/columnarTable';
import {
  asBytes,
  boolColumn as builtBool,
  type BuiltColumn,
  utf8Column,
  validityFrom,
  writeColumnarTable,
} from '@server/engines/columnarWriter';
import { type Frame, type FrameColumn, genericTypeOfKind, isNullAt } from './frame';

const DAY_MICROS = 86_400_000_000;
const decoder = new TextDecoder();

function isValid(bytes: Uint8Array, column: ColumnHeader, row: number): boolean {
  if (!column.validity) return true;
  return (((bytes[column.validity[0] + (row >> 3)] ?? 0) >> (row & 7)) & 1) === 1;
}

function readColumn(bytes: Uint8Array, column: ColumnHeader, rowCount: number): FrameColumn {
  const base = bytes.byteOffset + column.data[0];
  const { name, kind } = column;
  const type = genericTypeOfKind(kind);
  const valid = (row: number) => isValid(bytes, column, row);
  switch (kind) {
    case 'utf8': {
      const offsets = utf8Offsets(bytes, column, rowCount);
      const values = Array.from({ length: rowCount }, (_, row) =>
        valid(row)
          ? decoder.decode(
              bytes.subarray(
                column.data[0] + (offsets[row] ?? 0),
                column.data[0] + (offsets[row + 1] ?? 0),
              ),
            )
          : null,
      );
      return { name, kind, type, values };
    }
    case 'bool': {
      const data = new Uint8Array(bytes.buffer, base, rowCount);
      const values = Array.from({ length: rowCount }, (_, row) =>
        valid(row) ? data[row] === 1 : null,
      );
      return { name, kind, type, values };
    }
    case 'int64': {
      const data = new BigInt64Array(bytes.buffer, base, rowCount);
      const values = new Float64Array(rowCount);
      let unsafe = false;
      for (let row = 0; row < rowCount; row++) {
        const value = data[row] ?? 0n;
        values[row] = valid(row) ? Number(value) : NaN;
        if (valid(row) && !Number.isSafeInteger(values[row])) unsafe = true;
      }
      return unsafe
        ? { name, kind, type, values, exact: BigInt64Array.from(data) }
        : { name, kind, type, values };
    }
    case 'date': {
      const data = new Int32Array(bytes.buffer, base, rowCount);
      const values = new Float64Array(rowCount);
      for (let row = 0; row < rowCount; row++)
        values[row] = valid(row) ? (data[row] ?? 0) * DAY_MICROS : NaN;
      return { name, kind, type, values };
    }
    default: {
      const data =
        kind === 'int16'
          ? new Int16Array(bytes.buffer, base, rowCount)
          : kind === 'int32'
            ? new Int32Array(bytes.buffer, base, rowCount)
            : new Float64Array(bytes.buffer, base, rowCount);
      const values = new Float64Array(rowCount);
      for (let row = 0; row < rowCount; row++) values[row] = valid(row) ? (data[row] ?? 0) : NaN;
      if (kind === 'timestamp')
        return column.tz
          ? { name, kind, type, values, tz: true }
          : { name, kind: 'timestamp', type, values };
      return { name, kind, type, values };
    }
  }
}

/** A frame from a columnar table's bytes (every column a data column). */
export function frameFromColumnar(source: Uint8Array): Frame {
  // Typed views need aligned offsets; pooled Node buffers may start anywhere.
  const bytes = source.byteOffset % 8 === 0 ? source : new Uint8Array(source);
  const header = readHeader(bytes);
  return {
    rowCount: header.rowCount,
    columns: header.columns.map((column) => readColumn(bytes, column, header.rowCount)),
    indexCount: 0,
  };
}

const INT_RANGE = { int16: 32_767, int32: 2_147_483_647 } as const;

function allIntegers(values: Float64Array, limit: number): boolean {
  for (const value of values)
    if (!isNaN(value) && (!Number.isInteger(value) || Math.abs(value) > limit)) return false;
  return true;
}

function writeColumn(column: FrameColumn): BuiltColumn {
  const { name } = column;
  switch (column.kind) {
    case 'utf8':
      return utf8Column(name, column.values);
    case 'list':
      // No list kind in the format: the values travel as JSON text (`[1, 2]`).
      return utf8Column(
        name,
        column.values.map((value) => (value === null ? null : JSON.stringify(value))),
      );
    case 'bool':
      return builtBool(name, column.values);
    default:
      break;
  }
  const values = column.values;
  const validity = validityFrom((row) => isNullAt(column, row), values.length);
  const built = (kind: BuiltColumn['kind'], data: ArrayBufferView): BuiltColumn => ({
    name,
    kind,
    data: asBytes(data),
    ...(validity ? { validity } : {}),
  });
  switch (column.kind) {
    case 'date':
      // A date column moved off midnight (by a sub-day resample) becomes a timestamp.
      if (
        allIntegers(
          values.map((v) => v / DAY_MICROS),
          2_147_483_647,
        )
      )
        return built(
          'date',
          Int32Array.from(values, (v) => (isNaN(v) ? 0 : v / DAY_MICROS)),
        );
      return built(
        'timestamp',
        Float64Array.from(values, (v) => (isNaN(v) ? 0 : v)),
      );
    case 'timestamp': {
      const out = built(
        'timestamp',
        Float64Array.from(values, (v) => (isNaN(v) ? 0 : v)),
      );
      return column.tz ? { ...out, tz: true } : out;
    }
    case 'int64':
      if (column.exact) return built('int64', column.exact);
      if (allIntegers(values, Number.MAX_SAFE_INTEGER))
        return built(
          'int64',
          BigInt64Array.from(values, (v) => (isNaN(v) ? 0n : BigInt(v))),
        );
      break;
    case 'int16':
    case 'int32':
      if (allIntegers(values, INT_RANGE[column.kind])) {
        const ints = Array.from(values, (v) => (isNaN(v) ? 0 : v));
        return built(
          column.kind,
          column.kind === 'int16' ? Int16Array.from(ints) : Int32Array.from(ints),
        );
      }
      break;
    default:
      break;
  }
  return built(
    'float64',
    Float64Array.from(values, (v) => (isNaN(v) ? 0 : v)),
  );
}

/** A frame as a columnar table, index columns included; multi-level names written flat. */
export function frameToColumnar(frame: Frame): Buffer {
  return writeColumnarTable(frame.rowCount, frame.columns.map(writeColumn));
}
