// Test helper: builds a small columnar result (common/results/columnarTable.ts) in the browser
// bundle's terms, so grid tests exercise the same typed sections the server sends.
import {
  type ColumnHeader,
  type ColumnKind,
  type ColumnarTable,
  decodeColumnarTable,
  type Section,
} from '@common/results/columnarTable';

type Value = number | bigint | boolean | string | null;

export interface FixtureColumn {
  name: string;
  kind: ColumnKind;
  /** Numbers for float/int16/int32, dates (days) and timestamps (µs); bigints for int64. */
  values: Value[];
}

const align8 = (n: number) => (n + 7) & ~7;
const encoder = new TextEncoder();

function dataOf(column: FixtureColumn): { data: Uint8Array; offsets?: Uint32Array } {
  const { kind, values } = column;
  const bytes = (view: ArrayBufferView) =>
    new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  switch (kind) {
    case 'float64':
    case 'timestamp':
      return { data: bytes(Float64Array.from(values, (v) => Number(v ?? 0))) };
    case 'int16':
      return { data: bytes(Int16Array.from(values, (v) => Number(v ?? 0))) };
    case 'int32':
    case 'date':
      return { data: bytes(Int32Array.from(values, (v) => Number(v ?? 0))) };
    case 'int64':
      return { data: bytes(BigInt64Array.from(values, (v) => BigInt(v ?? 0))) };
    case 'bool':
      return { data: Uint8Array.from(values, (v) => (v ? 1 : 0)) };
    case 'utf8': {
      const parts = values.map((v) => encoder.encode(v === null ? '' : String(v)));
      const offsets = new Uint32Array(values.length + 1);
      parts.forEach((p, i) => (offsets[i + 1] = (offsets[i] ?? 0) + p.length));
      const data = new Uint8Array(offsets[values.length] ?? 0);
      parts.forEach((p, i) => data.set(p, offsets[i] ?? 0));
      return { data, offsets };
    }
  }
}

/** A decoded columnar table with these columns (nulls where a value is null). */
export function columnarFixture(columns: FixtureColumn[]): ColumnarTable {
  const rowCount = columns[0]?.values.length ?? 0;
  const sections: { at: number; bytes: Uint8Array }[] = [];
  let at = 4096; // room for the header of any fixture
  const place = (bytes: Uint8Array): Section => {
    sections.push({ at, bytes });
    const section: Section = [at, bytes.byteLength];
    at = align8(at + bytes.byteLength);
    return section;
  };
  const headers: ColumnHeader[] = columns.map((column) => {
    const { data, offsets } = dataOf(column);
    const header: ColumnHeader = { name: column.name, kind: column.kind, data: [0, 0] };
    if (column.values.includes(null)) {
      const validity = new Uint8Array(Math.ceil(rowCount / 8));
      column.values.forEach((v, row) => {
        if (v !== null) validity[row >> 3] = (validity[row >> 3] ?? 0) | (1 << (row & 7));
      });
      header.validity = place(validity);
    }
    if (offsets) header.offsets = place(new Uint8Array(offsets.buffer));
    header.data = place(data);
    return header;
  });
  const out = new Uint8Array(Math.max(at, 4096));
  out.set(encoder.encode('TSC1'), 0);
  const json = encoder.encode(JSON.stringify({ rowCount, columns: headers }));
  new DataView(out.buffer).setUint32(4, json.length, true);
  if (json.length + 8 > 4096) throw new Error('fixture header too large');
  out.set(json, 8);
  for (const section of sections) out.set(section.bytes, section.at);
  return decodeColumnarTable(out);
}
