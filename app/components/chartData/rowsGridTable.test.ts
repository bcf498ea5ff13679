import { describe, expect, it } from 'vitest';
import { isNumericKind } from '@app/components/grid/gridTable';
import { rowsGridTable } from './rowsGridTable';

describe('rowsGridTable', () => {
  const table = rowsGridTable({
    colnames: ['region', 'sum__sales', 'order_date', 'extra'],
    coltypes: [1, 0, 2, 1],
    data: [
      { region: 'EMEA', sum__sales: 12.5, order_date: Date.UTC(2024, 0, 2), extra: { a: 1 } },
      { region: null, sum__sales: 3, order_date: null, extra: 'x' },
    ],
  });

  it('reads cells as text: numbers, epoch ms as dates, NULL, JSON', () => {
    expect(table.rowCount).toBe(2);
    expect(table.text(0, 0)).toBe('EMEA');
    expect(table.text(0, 1)).toBe('12.5');
    expect(table.text(0, 2)).toBe('2024-01-02 00:00:00');
    expect(table.text(0, 3)).toBe('{"a":1}');
    expect(table.text(1, 0)).toBe('NULL');
    expect(table.text(1, 2)).toBe('NULL');
  });

  it('right-aligns numeric columns only', () => {
    expect(table.columns.map((column) => isNumericKind(column.kind))).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });
});
