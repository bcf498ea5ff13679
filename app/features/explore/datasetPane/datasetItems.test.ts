import { describe, expect, it } from 'vitest';
import { testDatasource } from '../controls/testPanel';
import { filterItems, itemBadges, sqlLabUrl } from './datasetItems';

describe('dataset pane items', () => {
  it('lists temporal columns first and filters by name or verbose name', () => {
    expect(filterItems(testDatasource, '').columns.map((c) => c.column_name)).toEqual([
      'arrival',
      'ds',
      'cancelled',
      'delay',
      'origin',
    ]);
    expect(filterItems(testDatasource, 'AIRPORT').columns.map((c) => c.column_name)).toEqual([
      'origin',
    ]);
    expect(filterItems(testDatasource, 'delay').metrics.map((m) => m.metric_name)).toEqual([
      'avg_delay',
    ]);
  });

  it('reads certification and warnings', () => {
    expect(itemBadges(testDatasource.columns[4]!)).toEqual({
      certifiedBy: 'Data team',
      warning: 'Late data',
    });
    expect(itemBadges({ extra: '{bad', warning_text: 'careful' })).toEqual({ warning: 'careful' });
  });

  it('opens SQL Lab on the table or the virtual dataset SQL', () => {
    const url = new URL(sqlLabUrl(testDatasource), 'http://x');
    expect(url.pathname).toBe('/sqllab/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      dbid: '1',
      sql: 'SELECT * FROM main.flights',
      name: 'flights',
      schema: 'main',
    });
    const virtual = new URL(
      sqlLabUrl({ ...testDatasource, sql: 'SELECT 1 AS x', schema: null }),
      'http://x',
    );
    expect(virtual.searchParams.get('sql')).toBe('SELECT 1 AS x');
    expect(virtual.searchParams.has('schema')).toBe(false);
  });
});
