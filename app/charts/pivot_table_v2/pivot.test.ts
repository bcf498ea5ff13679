import { describe, expect, it } from 'vitest';
import { type PivotOptions, pivot } from './pivot';

const records = [
  { region: 'West', state: 'CA', year: 2001, sales: 10, orders: 1 },
  { region: 'West', state: 'WA', year: 2001, sales: 30, orders: 2 },
  { region: 'West', state: 'CA', year: 2002, sales: 20, orders: 3 },
  { region: 'East', state: 'NY', year: 2001, sales: 40, orders: 4 },
  { region: 'East', state: 'NY', year: 2002, sales: 0, orders: 5 },
];

const options = (overrides: Partial<PivotOptions>): PivotOptions => ({
  records,
  rows: ['region', 'state'],
  cols: ['year'],
  metrics: ['sales'],
  aggregateFunction: 'Sum',
  metricsLayout: 'COLUMNS',
  transpose: false,
  combineMetric: false,
  rowTotals: false,
  colTotals: false,
  rowSubTotals: false,
  colSubTotals: false,
  rowOrder: 'key_a_to_z',
  colOrder: 'key_a_to_z',
  ...overrides,
});

const labels = (headers: { values: (string | null)[] }[]) =>
  headers.map((h) => h.values.map((v) => v ?? '*').join('/'));

describe('pivot', () => {
  it('lays rows and columns out in key order with the metric as the outer column level', () => {
    const result = pivot(options({}));
    expect(result.rowDims).toEqual(['region', 'state']);
    expect(result.colDims).toEqual(['__metrics__', 'year']);
    expect(labels(result.rowHeaders)).toEqual(['East/NY', 'West/CA', 'West/WA']);
    expect(labels(result.colHeaders)).toEqual(['sales/2001', 'sales/2002']);
    expect(result.cells).toEqual([
      [40, 0],
      [10, 20],
      [30, null],
    ]);
  });

  it('adds subtotals and totals on both axes', () => {
    const result = pivot(
      options({ rowSubTotals: true, colTotals: true, rowTotals: true, colSubTotals: true }),
    );
    expect(labels(result.rowHeaders)).toEqual([
      'East/NY',
      'East/*',
      'West/CA',
      'West/WA',
      'West/*',
      '*/*',
    ]);
    expect(result.rowHeaders.map((h) => h.kind)).toEqual([
      'leaf',
      'subtotal',
      'leaf',
      'leaf',
      'subtotal',
      'total',
    ]);
    // The metric is never summed with another metric: its subtotal is the per-metric total.
    expect(labels(result.colHeaders)).toEqual(['sales/2001', 'sales/2002', 'sales/*']);
    expect(result.cells[1]).toEqual([40, 0, 40]);
    expect(result.cells[4]).toEqual([40, 20, 60]);
    expect(result.cells[5]).toEqual([80, 20, 100]);
  });

  it('computes the fractions against the total, the row and the column', () => {
    const total = pivot(options({ aggregateFunction: 'Sum as Fraction of Total' }));
    expect(total.fraction).toBe(true);
    expect(total.cells[0]).toEqual([0.4, 0]);
    const rows = pivot(options({ aggregateFunction: 'Sum as Fraction of Rows' }));
    expect(rows.cells[1]).toEqual([10 / 30, 20 / 30]);
    const cols = pivot(options({ aggregateFunction: 'Sum as Fraction of Columns' }));
    expect(cols.cells.map((row) => row[0])).toEqual([0.5, 0.125, 0.375]);
  });

  it('supports the other aggregate functions over subtotals', () => {
    const base = { rows: ['region'], cols: [], colTotals: true };
    const column = (fn: string) =>
      pivot(options({ ...base, aggregateFunction: fn })).cells.map((r) => r[0]);
    expect(column('Average')).toEqual([20, 20, 20]);
    expect(column('Count')).toEqual([2, 3, 5]);
    expect(column('Minimum')).toEqual([0, 10, 0]);
    expect(column('Maximum')).toEqual([40, 30, 40]);
    expect(column('Median')).toEqual([20, 20, 20]);
    expect(column('Count Unique Values')).toEqual([2, 3, 5]);
  });

  it('orders by value and in reverse key order', () => {
    const byValue = pivot(options({ rows: ['region'], cols: [], rowOrder: 'value_z_to_a' }));
    expect(labels(byValue.rowHeaders)).toEqual(['West', 'East']);
    const ascending = pivot(
      options({ rows: ['state'], cols: [], rowOrder: 'value_a_to_z', metrics: ['orders'] }),
    );
    expect(labels(ascending.rowHeaders)).toEqual(['WA', 'CA', 'NY']);
    const reverse = pivot(options({ rows: ['state'], cols: ['year'], colOrder: 'key_z_to_a' }));
    expect(labels(reverse.colHeaders)).toEqual(['sales/2002', 'sales/2001']);
  });

  it('transposes, puts metrics in rows and combines them as the inner level', () => {
    const result = pivot(
      options({
        rows: ['region'],
        cols: ['year'],
        metrics: ['sales', 'orders'],
        transpose: true,
        metricsLayout: 'ROWS',
        combineMetric: true,
      }),
    );
    expect(result.rowDims).toEqual(['year', '__metrics__']);
    expect(result.colDims).toEqual(['region']);
    expect(labels(result.rowHeaders)).toEqual([
      '2001/sales',
      '2001/orders',
      '2002/sales',
      '2002/orders',
    ]);
    expect(result.cells[1]).toEqual([4, 3]);
    expect(result.cells[2]).toEqual([0, 20]);
  });

  it('gives one cell per metric when there are no dimensions', () => {
    const result = pivot(options({ rows: [], cols: [], metrics: ['sales', 'orders'] }));
    expect(labels(result.rowHeaders)).toEqual(['']);
    expect(labels(result.colHeaders)).toEqual(['sales', 'orders']);
    expect(result.cells).toEqual([[100, 15]]);
  });
});
