import { describe, expect, it } from 'vitest';
import { chartFileName } from './downloads';

describe('chartFileName', () => {
  const at = new Date('2024-05-06T07:08:09Z');

  it('keeps letters and digits of the chart name and dates the file', () => {
    expect(chartFileName('Sales by région / 2024', 'csv', at)).toBe(
      'Sales-by-région-2024-2024-05-06T070809.csv',
    );
  });

  it('names an unnamed chart "chart"', () => {
    expect(chartFileName('  ///  ', 'png', at)).toBe('chart-2024-05-06T070809.png');
  });
});
