import { describe, expect, it } from 'vitest';
import {
  buildColorFormatters,
  cellBackground,
  getColorFunction,
  withAlpha,
} from './conditionalFormatting';

describe('conditional formatting', () => {
  it('scales opacity from the cut-off to the extreme of the column', () => {
    const greater = getColorFunction(
      { operator: '>', targetValue: 50, colorScheme: '#FF0000' },
      [0, 150],
    );
    expect(greater(40)).toBeUndefined();
    expect(greater(100)).toBe('rgba(255, 0, 0, 0.5)');
    expect(greater(150)).toBe('rgba(255, 0, 0, 1)');
    const less = getColorFunction(
      { operator: '<', targetValue: 10, colorScheme: '#00ff00' },
      [-10, 20],
    );
    expect(less(0)).toBe('rgba(0, 255, 0, 0.5)');
    expect(less(10)).toBeUndefined();
  });

  it('handles equality, inequality, between and no operator', () => {
    expect(
      getColorFunction({ operator: '=', targetValue: 3, colorScheme: 'colorError' }, [0, 9])(3),
    ).toBe('rgba(224, 67, 85, 1)');
    const notEqual = getColorFunction({ operator: '≠', targetValue: 2 }, [0, 10]);
    expect(notEqual(2)).toBeUndefined();
    expect(notEqual(10)).toBe('rgba(90, 193, 137, 1)');
    const between = getColorFunction(
      { operator: '≤ x ≤', targetValueLeft: 0, targetValueRight: 100, colorScheme: '#000' },
      [0, 200],
    );
    expect(between(0)).toBe('rgba(0, 0, 0, 0.05)');
    expect(between(100)).toBe('rgba(0, 0, 0, 1)');
    expect(between(101)).toBeUndefined();
    const none = getColorFunction({ operator: 'None', colorScheme: '#000' }, [0, 10]);
    expect(none(5)).toBe('rgba(0, 0, 0, 0.53)');
    expect(none('text')).toBeUndefined();
  });

  it('lets the last matching rule of a column win', () => {
    const rows = [{ n: 1 }, { n: 5 }, { n: 10 }];
    const formatters = buildColorFormatters(
      [
        { column: 'n', operator: '>', targetValue: 0, colorScheme: '#FF0000' },
        { column: 'n', operator: '>', targetValue: 6, colorScheme: '#0000FF' },
        { operator: '>', targetValue: 0 },
      ],
      rows,
    );
    expect(formatters).toHaveLength(2);
    expect(cellBackground(formatters, 'n', 10)).toBe('rgba(0, 0, 255, 1)');
    expect(cellBackground(formatters, 'n', 5)).toMatch(/^rgba\(255, 0, 0/);
    expect(cellBackground(formatters, 'other', 5)).toBeUndefined();
    expect(withAlpha('rgb(1,2,3)', 0.2)).toBe('rgba(1, 2, 3, 0.2)');
  });
});
