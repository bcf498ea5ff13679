import { describe, expect, it } from 'vitest';
import { at, NOW } from './testDates';
import { parseSinceUntil } from './timeRange';

describe('parseSinceUntil (legacy since/until pair)', () => {
  const range = (since: string | null, until: string | null, relativeEnd?: string) => {
    const result = parseSinceUntil(since, until, { now: NOW, relativeEnd });
    return [result.since?.toISOString() ?? null, result.until?.toISOString() ?? null];
  };
  it.each([
    ['7 days', null, undefined, '2024-03-07', '2024-03-14'],
    ['5 days ago', 'tomorrow', undefined, '2024-03-09', '2024-03-15'],
    ['2 weeks', null, 'now', '2024-02-29', '2024-03-14T15:26:37'],
    ['1 year', '2024-01-01', undefined, '2023-03-14', '2024-01-01'],
    [null, null, undefined, null, '2024-03-14'],
    ['', '', 'now', null, '2024-03-14T15:26:37'],
  ] as const)(
    'since %j until %j (relative end %j)',
    (since, until, relativeEnd, expectedSince, expectedUntil) => {
      expect(range(since, until, relativeEnd)).toEqual([at(expectedSince), at(expectedUntil)]);
    },
  );
  it('keeps the ambiguity error for grains it does not read as the past, and the order check', () => {
    expect(() => range('2 months', null)).toThrow('Time string is ambiguous');
    expect(() => range('tomorrow', 'today')).toThrow('From date cannot be larger than to date');
  });
});
