import { describe, expect, it } from 'vitest';
import {
  customRangeText,
  DEFAULT_CUSTOM,
  describeRange,
  parseCustomRange,
  rangeTypeOf,
} from './timeRangeText';

const NOW = new Date('2024-03-14T15:26:37Z');

describe('time range text', () => {
  it('writes the Custom shapes and reads them back', () => {
    const relative = customRangeText(DEFAULT_CUSTOM);
    expect(relative).toBe('DATEADD(DATETIME("now"), -7, day) : now');
    expect(parseCustomRange(relative)).toEqual(DEFAULT_CUSTOM);
    const specific = { ...DEFAULT_CUSTOM, startMode: 'specific' as const, startDate: '2024-01-01' };
    expect(customRangeText(specific)).toBe('2024-01-01 : now');
    const both = { ...specific, endMode: 'specific' as const, endDate: '2024-02-01' };
    expect(parseCustomRange(customRangeText(both))).toEqual(both);
    expect(parseCustomRange('Last week : now')).toBeUndefined();
  });

  it('opens stored strings on the right range type', () => {
    expect(rangeTypeOf('No filter')).toBe('No filter');
    expect(rangeTypeOf(undefined)).toBe('No filter');
    expect(rangeTypeOf('Last quarter')).toBe('Last');
    expect(rangeTypeOf('previous calendar month')).toBe('Previous');
    expect(rangeTypeOf('2024-01-01 : now')).toBe('Custom');
    expect(rangeTypeOf('DATEADD(DATETIME("today"), -1, year) : today')).toBe('Advanced');
  });

  it('describes the actual range or the error', () => {
    expect(describeRange('2024-01-01 : 2024-02-01', NOW)).toEqual({
      ok: true,
      text: '2024-01-01 ≤ col < 2024-02-01',
    });
    expect(describeRange('Last week', NOW)).toEqual({
      ok: true,
      text: '2024-03-07 ≤ col < 2024-03-14',
    });
    expect(describeRange(customRangeText(DEFAULT_CUSTOM), NOW)).toEqual({
      ok: true,
      text: '2024-03-07T15:26:37 ≤ col < 2024-03-14T15:26:37',
    });
    expect(describeRange('2024-02-01 : 2024-01-01', NOW)).toEqual({
      ok: false,
      error: 'From date cannot be larger than to date',
    });
    expect(describeRange('No filter', NOW)).toEqual({ ok: true, text: 'No filter' });
  });
});
