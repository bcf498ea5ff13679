import { describe, expect, it } from 'vitest';
import { decodeColumnarTable, readHeader } from '@common/results/columnarTable';
import { float64Column, utf8Column, writeColumnarTable } from '@server/engines/columnarWriter';
import { parseTimeText, withTemporalColumns } from './temporalColumns';

const micros = (...parts: [number, number, number, number?, number?, number?]) =>
  Date.UTC(...parts) * 1000;

describe('times engines give as text', () => {
  it.each([
    ['2024-03-01', micros(2024, 2, 1)],
    ['2024-03-01 10:20:30', micros(2024, 2, 1, 10, 20, 30)],
    ['2024-03-01T10:20:30.5', micros(2024, 2, 1, 10, 20, 30) + 500_000],
    ['2024-03-01 10:20:30.123456+02', micros(2024, 2, 1, 8, 20, 30) + 123_456],
    ['2024-03-01 10:20:30-05:30', micros(2024, 2, 1, 15, 50, 30)],
    ['2024-03-01 10:20Z', micros(2024, 2, 1, 10, 20, 0)],
  ])('reads %s', (text, expected) => {
    expect(parseTimeText(text)).toBe(expected);
  });

  it('refuses what is not a time', () => {
    expect(parseTimeText('March 1st')).toBeNaN();
    expect(parseTimeText('')).toBeNaN();
  });

  it('turns the temporal text columns of a table into timestamps, and leaves the rest', () => {
    const table = writeColumnarTable(3, [
      utf8Column('ds', ['2024-03-01', null, 'nope']),
      utf8Column('name', ['a', 'b', '2024-03-01']),
      float64Column('n', [1, 2, 3]),
    ]);
    const columns = [
      { column_name: 'ds', name: 'ds', type: 'DATE', type_generic: 2 as const, is_dttm: true },
      { column_name: 'name', name: 'name', type: 'TEXT', type_generic: 1 as const, is_dttm: false },
    ];
    const converted = withTemporalColumns(table, columns);
    expect(readHeader(converted).columns.map((column) => column.kind)).toEqual([
      'timestamp',
      'utf8',
      'float64',
    ]);
    const decoded = decodeColumnarTable(converted);
    expect([0, 1, 2].map((row) => decoded.value(row, 0))).toEqual([
      '2024-03-01 00:00:00',
      null,
      null,
    ]);
    expect([0, 1, 2].map((row) => decoded.value(row, 1))).toEqual(['a', 'b', '2024-03-01']);
    expect([0, 1, 2].map((row) => decoded.value(row, 2))).toEqual([1, 2, 3]);
    expect(withTemporalColumns(table, [])).toBe(table);
  });
});
