// Some engines hand times over as the text they print (PostgreSQL timestamps, MySQL dates). Chart
// answers need real times (epoch ms in JSON, time arithmetic in post-processing), so such columns
// become timestamp columns here, once, before anything else reads them.
import { GenericDataType } from '@common/data/genericTypes';
import {
  type ColumnHeader,
  readHeader,
  type Section,
  utf8Offsets,
} from '@common/results/columnarTable';
import type { ResultColumn } from '@common/results/resultColumn';
import { type BuiltColumn, validityFrom, writeColumnarTable } from '@server/engines/columnarWriter';

/** A table's column as the writer takes it, its sections as they are. */
export function builtColumnOf(
  bytes: Uint8Array,
  column: ColumnHeader,
  rowCount: number,
  name = column.name,
): BuiltColumn {
  const section = ([at, length]: Section) => bytes.subarray(at, at + length);
  const built: BuiltColumn = { name, kind: column.kind, data: section(column.data) };
  if (column.tz) built.tz = true;
  if (column.validity) built.validity = section(column.validity);
  if (column.offsets) built.offsets = new Uint32Array(utf8Offsets(bytes, column, rowCount));
  if (column.lengths) built.lengths = section(column.lengths);
  return built;
}

/** The table with columns renamed (`{from: to}`); the same bytes when none is. */
export function renameColumns(table: Buffer, names: Readonly<Record<string, string>>): Buffer {
  const bytes = table.byteOffset % 8 === 0 ? table : Buffer.from(new Uint8Array(table));
  const header = readHeader(bytes);
  if (!header.columns.some((column) => Object.hasOwn(names, column.name))) return table;
  return writeColumnarTable(
    header.rowCount,
    header.columns.map((column) =>
      builtColumnOf(bytes, column, header.rowCount, names[column.name] ?? column.name),
    ),
  );
}

const TIME_TEXT =
  /^(-?\d{4,})-(\d\d)-(\d\d)(?:[ T](\d\d):(\d\d)(?::(\d\d)(?:\.(\d{1,9}))?)?)?(?:\s*(Z|[+-]\d\d(?::?\d\d)?))?$/;

/** Microseconds since 1970-01-01 UTC of a printed date or timestamp; NaN when it is not one. */
export function parseTimeText(text: string): number {
  const match = TIME_TEXT.exec(text.trim());
  if (!match) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  let micros = ms * 1000 + Number(fraction.padEnd(6, '0').slice(0, 6));
  if (zone && zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0');
    micros -= sign * minutes * 60_000_000;
  }
  return micros;
}

/**
 * The table with every text column the engine calls temporal turned into a timestamp column
 * (text that is not a time becomes null). The same bytes when there is none.
 */
export function withTemporalColumns(table: Buffer, engineColumns: readonly ResultColumn[]): Buffer {
  const temporal = new Set(
    engineColumns
      .filter((column) => column.type_generic === GenericDataType.TEMPORAL)
      .map((column) => column.name),
  );
  if (temporal.size === 0) return table;
  const bytes = table.byteOffset % 8 === 0 ? table : Buffer.from(new Uint8Array(table));
  const header = readHeader(bytes);
  const rowCount = header.rowCount;
  if (!header.columns.some((column) => column.kind === 'utf8' && temporal.has(column.name)))
    return table;
  const section = ([at, length]: Section) => bytes.subarray(at, at + length);
  const decoder = new TextDecoder();
  const columns = header.columns.map((column): BuiltColumn => {
    const validity = column.validity && section(column.validity);
    if (column.kind !== 'utf8' || !temporal.has(column.name))
      return builtColumnOf(bytes, column, rowCount);
    const offsets = utf8Offsets(bytes, column, rowCount);
    const base = column.data[0];
    const micros = new Float64Array(rowCount);
    const present = (row: number) => !validity || ((validity[row >> 3] ?? 0) >> (row & 7)) & 1;
    for (let row = 0; row < rowCount; row++) {
      micros[row] = present(row)
        ? parseTimeText(
            decoder.decode(
              bytes.subarray(base + (offsets[row] ?? 0), base + (offsets[row + 1] ?? 0)),
            ),
          )
        : Number.NaN;
    }
    return {
      name: column.name,
      kind: 'timestamp',
      data: new Uint8Array(micros.buffer),
      validity: validityFrom((row) => Number.isNaN(micros[row] ?? Number.NaN), rowCount),
    };
  });
  return writeColumnarTable(rowCount, columns);
}
