// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pivot } from './pivot';
import { PivotTableChart } from './PivotTableChart';

afterEach(cleanup);

describe('PivotTableChart', () => {
  it('nests headers with spans and labels subtotals and totals', () => {
    const result = pivot({
      records: [
        { region: 'West', state: 'CA', year: 2001, sales: 10 },
        { region: 'West', state: 'WA', year: 2002, sales: 30 },
        { region: 'East', state: 'NY', year: 2001, sales: 40 },
      ],
      rows: ['region', 'state'],
      cols: ['year'],
      metrics: ['sales'],
      aggregateFunction: 'Sum',
      metricsLayout: 'COLUMNS',
      transpose: false,
      combineMetric: false,
      rowTotals: true,
      colTotals: true,
      rowSubTotals: true,
      colSubTotals: false,
      rowOrder: 'key_a_to_z',
      colOrder: 'key_a_to_z',
    });
    render(
      <PivotTableChart
        props={{
          pivot: result,
          aggregateFunction: 'Sum',
          formatValue: (v) => (v === null ? '' : String(v)),
        }}
        width={500}
        height={300}
        hooks={{}}
        onRendered={() => undefined}
        onRenderError={() => undefined}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'sales' }).getAttribute('colspan')).toBe('3');
    expect(screen.getByRole('columnheader', { name: 'Total (Sum)' }).getAttribute('rowspan')).toBe(
      '1',
    );
    // The group header spans its rows and its subtotal row.
    expect(screen.getByRole('rowheader', { name: 'West' }).getAttribute('rowspan')).toBe('3');
    expect(screen.getAllByRole('rowheader', { name: 'Subtotal' })).toHaveLength(2);
    const total = screen.getByRole('rowheader', { name: 'Total (Sum)' });
    expect(total.getAttribute('colspan')).toBe('2');
    expect(total.closest('tr')?.textContent).toBe('Total (Sum)503080');
  });
});
