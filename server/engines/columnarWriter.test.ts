import { describe, expect, it } from 'vitest';
import { decodeColumnarAnswer, encodeAnswerHead } from '@common/results/columnarAnswer';
import {
  decodeColumnarTable,
  formatDate,
  formatTimestamp,
  readHeader,
  toRowObjects,
} from '@common/results/columnarTable';
import {
  asBytes,
  boolColumn,
  float64Column,
  sliceColumnarTable,
  utf8Column,
  writeColumnarTable,
} from './columnarWriter';

const table = () =>
  writeColumnarTable(4, [
    float64Column('n', [1.5, null, -2, 1e21]),
    utf8Column('s', ['a', 'ü "q"\n', null, '']),
    boolColumn('b', [true, false, null, true]),
    {
      name: 'big',
      kind: 'int64',
      data: asBytes(BigInt64Array.from([1n, -(2n ** 60n), 2n ** 53n + 1n, 0n])),
    },
    { name: 'd', kind: 'date', data: asBytes(Int32Array.from([0, -1, 19723, 365])) },
    {
      name: 't',
      kind: 'timestamp',
      tz: true,
      data: asBytes(Float64Array.from([0, 1_500_000, -1, 1_704_164_645_000_000])),
    },
  ]);

describe('columnar tables', () => {
  it('round-trips every kind, nulls and multi-byte text', () => {
    expect(toRowObjects(decodeColumnarTable(table()))).toEqual([
      { n: 1.5, s: 'a', b: true, big: 1, d: '1970-01-01', t: '1970-01-01 00:00:00+00' },
      {
        n: null,
        s: 'ü "q"\n',
        b: false,
        big: '-1152921504606846976',
        d: '1969-12-31',
        t: '1970-01-01 00:00:01.5+00',
      },
      {
        n: -2,
        s: null,
        b: null,
        big: '9007199254740993',
        d: '2024-01-01',
        t: '1969-12-31 23:59:59.999999+00',
      },
      { n: 1e21, s: '', b: true, big: 0, d: '1971-01-01', t: '2024-01-02 03:04:05+00' },
    ]);
  });

  it('shows nulls as NULL and reads unaligned copies', () => {
    const bytes = table();
    const shifted = new Uint8Array(bytes.length + 3).subarray(3);
    shifted.set(bytes);
    const decoded = decodeColumnarTable(shifted);
    expect(decoded.text(1, 0)).toBe('NULL');
    expect(decoded.text(0, 2)).toBe('true');
  });

  it('slices the first rows into a table of their own', () => {
    const sliced = decodeColumnarTable(sliceColumnarTable(table(), 2));
    expect(sliced.rowCount).toBe(2);
    expect(toRowObjects(sliced).map((row) => [row.n, row.s, row.b])).toEqual([
      [1.5, 'a', true],
      [null, 'ü "q"\n', false],
    ]);
    expect(decodeColumnarTable(sliceColumnarTable(table(), 0)).rowCount).toBe(0);
  });

  it('keeps short strings’ lengths in a byte and long ones as offsets, and slices both', () => {
    const long = 'é'.repeat(200);
    const bytes = writeColumnarTable(3, [
      utf8Column('short', ['ab', null, 'ü'.repeat(127)]),
      utf8Column('long', ['x', long, '']),
      { name: 'small', kind: 'int16', data: asBytes(Int16Array.from([-32768, 0, 32767])) },
    ]);
    const [short, wide] = readHeader(bytes).columns;
    expect([short?.lengths?.[1], short?.offsets]).toEqual([3, undefined]);
    expect([wide?.lengths, wide?.offsets?.[1]]).toEqual([undefined, 16]);
    const expected = [
      { short: 'ab', long: 'x', small: -32768 },
      { short: null, long, small: 0 },
      { short: 'ü'.repeat(127), long: '', small: 32767 },
    ];
    expect(toRowObjects(decodeColumnarTable(bytes))).toEqual(expected);
    const sliced = sliceColumnarTable(bytes, 2);
    expect(toRowObjects(decodeColumnarTable(sliced))).toEqual(expected.slice(0, 2));
    expect(readHeader(sliced).columns[0]?.lengths?.[1]).toBe(2);
  });

  it('wraps a table in an answer whose table starts aligned', () => {
    const head = encodeAnswerHead({
      query_id: 7,
      status: 'success',
      columns: [],
      selected_columns: [],
      expanded_columns: [],
      query: { id: 'abc' },
    });
    expect(head.length % 8).toBe(0);
    const bytes = new Uint8Array([...head, ...table()]);
    const answer = decodeColumnarAnswer(bytes.buffer);
    expect(answer.query_id).toBe(7);
    expect(answer.data.rowCount).toBe(4);
    expect(answer.data.value(0, 1)).toBe('a');
  });

  it('formats dates and timestamps as engines print them', () => {
    expect(formatDate(-719528)).toBe('0000-01-01');
    expect(formatTimestamp(86_400_000_000 + 61_000_001)).toBe('1970-01-02 00:01:01.000001');
  });
});
