import { describe, expect, it } from 'vitest';
import { columnarFixture } from './columnarFixture';
import type { GridTable } from './gridTable';
import { sortKeysFor } from './sortKeys';
import { nextSortDirection, sortRows } from './sortRows';

/** The column's display texts in the order the sort gives. */
function sorted(table: GridTable, column: number, direction: 'asc' | 'desc', rows?: Int32Array) {
  const order = sortRows(sortKeysFor(table, column), rows ?? table.rowCount, direction);
  return [...order].map((row) => table.text(row, column));
}

describe('sortRows', () => {
  it('sorts numbers as numbers, not as text, with nulls last both ways', () => {
    const table = columnarFixture([
      { name: 'n', kind: 'int32', values: [10, 9, null, 100, -1, 2] },
      { name: 'f', kind: 'float64', values: [1.5, null, -0.25, 10, 2, 1e-3] },
    ]);
    expect(sorted(table, 0, 'asc')).toEqual(['-1', '2', '9', '10', '100', 'NULL']);
    expect(sorted(table, 0, 'desc')).toEqual(['100', '10', '9', '2', '-1', 'NULL']);
    expect(sorted(table, 1, 'asc')).toEqual(['-0.25', '0.001', '1.5', '2', '10', 'NULL']);
  });

  it('orders int64 exactly beyond 2^53', () => {
    const big = 2n ** 60n;
    const table = columnarFixture([
      { name: 'id', kind: 'int64', values: [big + 1n, big, -5n, big + 3n, null] },
    ]);
    expect(sorted(table, 0, 'asc')).toEqual([
      '-5',
      String(big),
      String(big + 1n),
      String(big + 3n),
      'NULL',
    ]);
  });

  it('sorts dates and timestamps by time, including years before 1000 and 1970', () => {
    const day = (iso: string) => Date.parse(iso) / 86_400_000;
    const micros = (iso: string) => Date.parse(iso) * 1000;
    const table = columnarFixture([
      {
        name: 'd',
        kind: 'date',
        values: [day('2024-03-01'), day('0999-12-31'), day('1969-07-20'), null],
      },
      {
        name: 't',
        kind: 'timestamp',
        values: [micros('2024-01-01T10:00:00Z'), micros('2024-01-01T09:59:59.5Z'), null, 0],
      },
    ]);
    expect(sorted(table, 0, 'asc')).toEqual(['0999-12-31', '1969-07-20', '2024-03-01', 'NULL']);
    expect(sorted(table, 1, 'desc')).toEqual([
      '2024-01-01 10:00:00',
      '2024-01-01 09:59:59.5',
      '1970-01-01 00:00:00',
      'NULL',
    ]);
  });

  it('sorts text case-insensitively, then by case, and booleans false before true', () => {
    const table = columnarFixture([
      { name: 's', kind: 'utf8', values: ['banana', 'Apple', null, 'apple', 'Cherry', 'été'] },
      { name: 'b', kind: 'bool', values: [true, false, null, true, false, true] },
    ]);
    expect(sorted(table, 0, 'asc')).toEqual(['Apple', 'apple', 'banana', 'Cherry', 'été', 'NULL']);
    expect(sorted(table, 1, 'asc')).toEqual(['false', 'false', 'true', 'true', 'true', 'NULL']);
  });

  it('is stable: equal keys keep their order in both directions', () => {
    const table = columnarFixture([
      { name: 'k', kind: 'int16', values: [1, 0, 1, 0, 1, 0] },
      { name: 'pos', kind: 'int32', values: [0, 1, 2, 3, 4, 5] },
    ]);
    const keys = sortKeysFor(table, 0);
    expect([...sortRows(keys, table.rowCount, 'asc')]).toEqual([1, 3, 5, 0, 2, 4]);
    expect([...sortRows(keys, table.rowCount, 'desc')]).toEqual([0, 2, 4, 1, 3, 5]);
  });

  it('sorts only the given rows (a filter’s matches)', () => {
    const table = columnarFixture([{ name: 'n', kind: 'int32', values: [5, 4, 3, 2, 1] }]);
    const order = sortRows(sortKeysFor(table, 0), Int32Array.of(0, 2, 4), 'asc');
    expect([...order]).toEqual([4, 2, 0]);
  });

  it('parses numbers of tables that only have text', () => {
    const texts = ['10', '9', 'NULL', '100'];
    const table: GridTable = {
      rowCount: texts.length,
      columns: [{ name: 'n', kind: 'int64' }],
      text: (row) => texts[row] ?? '',
    };
    expect(sorted(table, 0, 'asc')).toEqual(['9', '10', '100', 'NULL']);
  });

  it('sorts all 100 000 rows of a result', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 100_003);
    const table = columnarFixture([{ name: 'n', kind: 'int32', values }]);
    const order = sortRows(sortKeysFor(table, 0), table.rowCount, 'desc');
    const descending = [...order].every(
      (row, i) => i === 0 || (values[order[i - 1] as number] ?? 0) >= (values[row] ?? 0),
    );
    expect(order).toHaveLength(100_000);
    expect(descending).toBe(true);
  });

  it('cycles ascending, descending, none', () => {
    expect(nextSortDirection(undefined)).toBe('asc');
    expect(nextSortDirection('asc')).toBe('desc');
    expect(nextSortDirection('desc')).toBeUndefined();
  });
});
