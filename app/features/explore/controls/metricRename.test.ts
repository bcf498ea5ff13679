import { describe, expect, it } from 'vitest';
import { renamedMetrics, withMetricChange } from './metricRename';

const sum = {
  expressionType: 'SIMPLE' as const,
  aggregate: 'SUM' as const,
  column: { column_name: 'delay' },
  label: 'SUM(delay)',
  optionName: 'm1',
};

describe('metric renames', () => {
  it('moves column config of a renamed metric to its new label', () => {
    const form = {
      viz_type: 'table',
      datasource: '1__table',
      metrics: [sum, 'count'],
      column_config: { 'SUM(delay)': { d3NumberFormat: ',d' }, origin: { columnWidth: 90 } },
    };
    const next = withMetricChange(form, 'metrics', [
      { ...sum, label: 'Total delay', hasCustomLabel: true },
      'count',
    ]);
    expect(next.column_config).toEqual({
      'Total delay': { d3NumberFormat: ',d' },
      origin: { columnWidth: 90 },
    });
    expect(next.metrics).toEqual([expect.objectContaining({ label: 'Total delay' }), 'count']);
  });

  it('matches by optionName when metrics move, by position otherwise, and ignores additions', () => {
    expect(renamedMetrics([sum, 'count'], ['count', { ...sum, label: 'x' }])).toEqual(
      new Map([['SUM(delay)', 'x']]),
    );
    expect(renamedMetrics(['count'], ['avg_delay'])).toEqual(new Map());
    const sql = { expressionType: 'SQL' as const, sqlExpression: 'COUNT(*)', label: 'n' };
    expect(renamedMetrics([sql], [{ ...sql, label: 'rows' }])).toEqual(new Map([['n', 'rows']]));
    expect(renamedMetrics(['count'], ['count', sum])).toEqual(new Map());
  });
});
