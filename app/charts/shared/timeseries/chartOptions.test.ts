import { describe, expect, it } from 'vitest';
import { textWidth } from '../textWidth';
import { valueLabelRoom } from './chartOptions';

const series = [{ stats: { min: 60282, max: 166341 } }, { stats: { min: -12, max: 9 } }];
const format = (value: number) => value.toLocaleString('en-US');
const bars = { horizontal: true, showValue: true, stack: null, onlyTotal: true };

describe('valueLabelRoom', () => {
  it('keeps room right of horizontal bars for the widest value label', () => {
    expect(valueLabelRoom(series, bars, format)).toBe(textWidth('166,341') + 12);
  });

  it('measures a stack by its total, when only the total is labelled', () => {
    const stacked = { ...bars, stack: 'Stack' };
    expect(valueLabelRoom(series, stacked, format)).toBe(textWidth('166,350') + 12);
    expect(valueLabelRoom(series, { ...stacked, onlyTotal: false }, format)).toBe(0);
  });

  it('needs no room without labels, or with vertical bars', () => {
    expect(valueLabelRoom(series, { ...bars, showValue: false }, format)).toBe(0);
    expect(valueLabelRoom(series, { ...bars, horizontal: false }, format)).toBe(0);
    expect(valueLabelRoom([], bars, format)).toBe(0);
  });
});
