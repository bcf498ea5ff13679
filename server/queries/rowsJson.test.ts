import { describe, expect, it } from 'vitest';
import { decodeColumnarTable, toRowObjects } from '@common/results/columnarTable';
import {
  asBytes,
  boolColumn,
  float64Column,
  utf8Column,
  writeColumnarTable,
} from '../engines/columnarWriter';
import { ROWS_PER_PIECE, rowsJsonPieces } from './rowsJson';

const json = (table: Uint8Array) =>
  JSON.parse(Buffer.concat([...rowsJsonPieces(table)]).toString('utf8')) as unknown;

describe('rowsJsonPieces', () => {
  it('writes the same rows as the decoder reads, escaping what JSON needs', () => {
    const table = writeColumnarTable(3, [
      utf8Column('text', ['plain', 'tab\t"quote" \\ ü ✓', null]),
      float64Column('x', [Number.NaN, 0.1, null]),
      boolColumn('ok', [true, null, false]),
      {
        name: 'big',
        kind: 'int64',
        data: asBytes(BigInt64Array.from([2n ** 62n, -3n, 2n ** 53n])),
      },
      {
        name: 'at',
        kind: 'timestamp',
        data: asBytes(Float64Array.from([1_000_000.5, -86_400_000_000, 3_600_000_000])),
      },
      { name: 'day', kind: 'date', data: asBytes(Int32Array.from([1, 2, 3])) },
      { name: 'n', kind: 'int32', data: asBytes(Int32Array.from([-1, 0, 2 ** 31 - 1])) },
      { name: 'small', kind: 'int16', data: asBytes(Int16Array.from([-32768, 7, 32767])) },
      // Over 255 bytes: this column's strings are placed by offsets, the first by lengths.
      utf8Column('long', ['"'.repeat(300), 'b', null]),
    ]);
    const withoutBig = (rows: Record<string, unknown>[]) => rows.map(({ big: _, ...rest }) => rest);
    const rows = json(table) as Record<string, unknown>[];
    const expected = toRowObjects(decodeColumnarTable(table));
    // NaN has no JSON form: null, as JSON.stringify writes it.
    expect(withoutBig(rows)).toEqual(
      withoutBig(expected).map((row, i) => (i === 0 ? { ...row, x: null } : row)),
    );
    expect(rows[0]?.at).toBe('1970-01-01 00:00:01');
    // Beyond 2^53 the JSON carries every digit (the decoder gives such values as strings).
    const text = Buffer.concat([...rowsJsonPieces(table)]).toString();
    expect(text).toContain('"big":4611686018427387904');
    expect(text).toContain('"big":-3');
  });

  it('writes many rows in pieces and an empty table as []', () => {
    const count = ROWS_PER_PIECE * 2 + 5;
    const table = writeColumnarTable(count, [
      float64Column(
        'i',
        Array.from({ length: count }, (_, i) => i),
      ),
    ]);
    const pieces = [...rowsJsonPieces(table)];
    expect(pieces.length).toBe(3);
    expect((json(table) as { i: number }[]).at(-1)).toEqual({ i: count - 1 });
    expect(json(writeColumnarTable(0, [float64Column('i', [])]))).toEqual([]);
    expect(json(writeColumnarTable(2, []))).toEqual([{}, {}]);
  });
});
