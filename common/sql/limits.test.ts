import { describe, expect, it } from 'vitest';
import { finalLimitingFactor, planLimit, SQL_MAX_ROW } from './limits';

describe('planLimit', () => {
  it('follows Superset: dropdown, query, both, capped by SQL_MAX_ROW', () => {
    expect(planLimit(1000, undefined)).toEqual({ limit: 1000, limitingFactor: 'DROPDOWN' });
    expect(planLimit(1000, 5000)).toEqual({ limit: 1000, limitingFactor: 'DROPDOWN' });
    expect(planLimit(1000, 10)).toEqual({ limit: 10, limitingFactor: 'QUERY' });
    expect(planLimit(10, 10)).toEqual({ limit: 10, limitingFactor: 'QUERY_AND_DROPDOWN' });
    expect(planLimit(0, undefined)).toEqual({ limit: SQL_MAX_ROW, limitingFactor: 'DROPDOWN' });
    expect(planLimit(-5, undefined).limit).toBe(SQL_MAX_ROW);
    expect(planLimit(10_000_000, undefined).limit).toBe(SQL_MAX_ROW);
  });

  it('is NOT_LIMITED when no more rows than the limit came back', () => {
    expect(finalLimitingFactor('DROPDOWN', 10, 10)).toBe('NOT_LIMITED');
    expect(finalLimitingFactor('DROPDOWN', 11, 10)).toBe('DROPDOWN');
    expect(finalLimitingFactor('QUERY', 6, 5)).toBe('QUERY');
  });
});
