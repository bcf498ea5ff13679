import { describe, expect, it } from 'vitest';
import { cutTag, filterLabel, metricDisplayLabel, parseMetricText, sqlLabel } from './labels';

describe('labels', () => {
  it('labels metrics as Superset does', () => {
    expect(
      metricDisplayLabel({
        expressionType: 'SIMPLE',
        aggregate: 'SUM',
        column: { column_name: 'delay' },
      }),
    ).toBe('SUM(delay)');
    expect(metricDisplayLabel('count')).toBe('count');
    const long = 'SUM(delay) / NULLIF(COUNT(*), 0) * 100 + AVG(distance)';
    expect(metricDisplayLabel({ expressionType: 'SQL', sqlExpression: long })).toBe(
      `${long.slice(0, 40)}...`,
    );
    expect(metricDisplayLabel({ expressionType: 'SQL', sqlExpression: long, label: 'ratio' })).toBe(
      'ratio',
    );
    expect(sqlLabel('  COUNT(*)\n  ')).toBe('COUNT(*)');
  });

  it('labels filters', () => {
    expect(
      filterLabel({
        expressionType: 'SIMPLE',
        subject: 'origin',
        operator: 'IN',
        comparator: ['US', 'FR'],
      }),
    ).toBe('origin IN (US, FR)');
    expect(
      filterLabel({ expressionType: 'SIMPLE', subject: 'delay', operator: '>', comparator: 10 }),
    ).toBe('delay > 10');
    expect(filterLabel({ expressionType: 'SIMPLE', subject: 'name', operator: 'IS NULL' })).toBe(
      'name IS NULL',
    );
    expect(
      filterLabel({
        expressionType: 'SIMPLE',
        subject: 'ds',
        operator: 'TEMPORAL_RANGE',
        comparator: 'Last week',
      }),
    ).toBe('ds (Last week)');
    expect(
      filterLabel({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'delay > 3' }),
    ).toBe('delay > 3');
  });

  it('cuts tags longer than 20 characters', () => {
    expect(cutTag('a'.repeat(20))).toBe('a'.repeat(20));
    expect(cutTag('a'.repeat(21))).toBe(`${'a'.repeat(20)}…`);
  });

  it('parses the adhoc metric text shape', () => {
    expect(parseMetricText('SUM(delay)')).toEqual({ aggregate: 'SUM', column: 'delay' });
    expect(parseMetricText('DOUBLEavg(num_boys)')).toEqual({
      aggregate: 'AVG',
      column: 'num_boys',
    });
    expect(parseMetricText('COUNT_DISTINCT(x)')).toBeUndefined();
    expect(parseMetricText('SUM(a) + 1')).toBeUndefined();
    expect(parseMetricText('SUM()')).toBeUndefined();
  });
});
