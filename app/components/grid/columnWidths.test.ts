import { describe, expect, it } from 'vitest';
import {
  autoFitWidth,
  clampColumnWidth,
  columnWidths,
  isProbablyTruncated,
  MIN_COLUMN_WIDTH,
} from './columnWidths';
import type { GridTable } from './gridTable';

const table = (values: string[], name = 'c'): GridTable => ({
  rowCount: values.length,
  columns: [{ name, kind: 'utf8' }],
  text: (row) => values[row] ?? '',
});

describe('column widths', () => {
  it('starts between a minimum and a maximum, from the header and the first rows', () => {
    expect(columnWidths(table(['a']))[0]).toBe(64);
    expect(columnWidths(table(['x'.repeat(500)]))[0]).toBe(360);
    const fromHeader = columnWidths(table(['a'], 'a_rather_long_name'))[0] ?? 0;
    expect(fromHeader).toBeGreaterThan(64);
    expect(fromHeader).toBeLessThan(360);
  });

  it('fits wider on a double-click, up to its own cap', () => {
    const long = table(['x'.repeat(60)]);
    expect(autoFitWidth(long, 0)).toBeGreaterThan(columnWidths(long)[0] ?? 0);
    expect(autoFitWidth(table(['x'.repeat(5000)]), 0)).toBe(800);
    expect(autoFitWidth(table(['']), 0)).toBeGreaterThanOrEqual(MIN_COLUMN_WIDTH);
  });

  it('never drags narrower than the minimum', () => {
    expect(clampColumnWidth(-40)).toBe(MIN_COLUMN_WIDTH);
    expect(clampColumnWidth(120.6)).toBe(121);
  });

  it('knows which texts a width cuts off', () => {
    expect(isProbablyTruncated('short', 200)).toBe(false);
    expect(isProbablyTruncated('x'.repeat(100), 200)).toBe(true);
  });
});
