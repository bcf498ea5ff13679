import { describe, expect, it } from 'vitest';
import { at, NOW } from './testDates';
import { isoformatNaive, parseTimeOffset, shiftByOffset, TimeRangeError } from './timeRange';

describe('shiftByOffset and parseTimeOffset', () => {
  it.each([
    ['2024-03-14T15:26:37', '1 year ago', '2023-03-14T15:26:37'],
    ['2024-03-14T15:26:37', '52 weeks ago', '2023-03-16T15:26:37'],
    ['2024-03-14T15:26:37', '28 days ago', '2024-02-15T15:26:37'],
    ['2024-03-14T15:26:37', '1 week ago', '2024-03-07T15:26:37'],
    ['2024-03-14T15:26:37', '2 quarters ago', '2023-09-14T15:26:37'],
    ['2024-03-14T15:26:37', 'a year ago', '2023-03-14T15:26:37'],
    ['2024-03-14T15:26:37', '3 hours ago', '2024-03-14T12:26:37'],
    ['2024-03-14T15:26:37', '2 weeks later', '2024-03-28T15:26:37'],
    ['2024-03-14T15:26:37', '1 year', '2025-03-14T15:26:37'],
    ['2024-03-14T15:26:37', '-1 year', '2023-03-14T15:26:37'],
    ['2024-03-31T06:00:00', '1 month ago', '2024-02-29T06:00:00'],
    ['2024-02-29', '1 year ago', '2023-02-28'],
    ['2024-05-31', '1 quarter ago', '2024-02-29'],
  ])('%s moved by "%s" is %s', (date, offset, expected) => {
    expect(shiftByOffset(new Date(at(date) ?? ''), offset).toISOString()).toBe(at(expected));
  });

  it.each(['inherited', 'yesterday', '', '1.5 years ago', 'years ago'])('rejects %j', (offset) => {
    expect(() => shiftByOffset(NOW, offset)).toThrow(TimeRangeError);
  });

  it('gives the signed amount and unit, for callers that move rows forward again', () => {
    expect(parseTimeOffset('52 weeks ago')).toEqual({ amount: -52, unit: 'week' });
    expect(parseTimeOffset('3 days from now')).toEqual({ amount: 3, unit: 'day' });
    expect(parseTimeOffset('nonsense')).toBeUndefined();
  });
});

describe('isoformatNaive', () => {
  it.each([
    ['2024-03-07T00:00:00.000Z', '2024-03-07T00:00:00'],
    ['2024-03-14T15:26:37.250Z', '2024-03-14T15:26:37.250000'],
    ['0099-12-31T23:59:59.000Z', '0099-12-31T23:59:59'],
  ])('%s is written %s', (iso, expected) => {
    expect(isoformatNaive(new Date(iso))).toBe(expected);
  });
});
