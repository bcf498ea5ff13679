import { describe, expect, it } from 'vitest';
import type { ChartQueryContext } from '@app/charts/types';
import { chartDownloadRequest, downloadFileName } from './chartDownloadRequest';

const context = (formData: Record<string, unknown> = {}): ChartQueryContext => ({
  datasource: { id: 4, type: 'table' },
  force: false,
  queries: [
    {
      columns: ['origin', 'carrier'],
      metrics: ['count', { expressionType: 'SQL', sqlExpression: 'AVG(delay)', label: 'delay' }],
      filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }],
      row_limit: 100,
      row_offset: 200,
      post_processing: [],
    },
  ],
  form_data: { viz_type: 'table', datasource: '4__table', ...formData },
  result_format: 'json',
  result_type: 'full',
});

describe('chartDownloadRequest', () => {
  it('asks the current view (post-processed, same rows and filters) for CSV and Excel', () => {
    const csv = chartDownloadRequest(context(), 'csv');
    expect(csv).toMatchObject({ result_format: 'csv', result_type: 'post_processed' });
    expect(csv.queries).toEqual(context().queries);
    expect(chartDownloadRequest(context(), 'xlsx')).toMatchObject({
      result_format: 'xlsx',
      result_type: 'post_processed',
    });
  });

  it('lifts the row limit and the page for the full variants', () => {
    const full = chartDownloadRequest(context(), 'full-xlsx');
    expect(full).toMatchObject({ result_format: 'xlsx', result_type: 'full' });
    expect(full.queries[0]).toMatchObject({ row_limit: 0, filters: [{ col: 'origin' }] });
    expect(full.queries[0]).not.toHaveProperty('row_offset');
    expect(chartDownloadRequest(context(), 'full-csv').result_format).toBe('csv');
  });

  it('pivots the pivot table as it is drawn for the pivoted CSV', () => {
    const request = chartDownloadRequest(
      context({ viz_type: 'pivot_table_v2', groupbyRows: ['origin'], groupbyColumns: ['carrier'] }),
      'pivoted-csv',
    );
    expect(request).toMatchObject({ result_format: 'csv', result_type: 'post_processed' });
    expect((request.queries[0] as { post_processing: unknown }).post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['origin'],
          columns: ['carrier'],
          aggregates: { count: { operator: 'max' }, delay: { operator: 'max' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'flatten' },
    ]);
  });

  it('uses the column dimensions as rows when the pivot table has no row dimension', () => {
    const request = chartDownloadRequest(
      context({ viz_type: 'pivot_table_v2', groupbyColumns: ['carrier'] }),
      'pivoted-csv',
    );
    const [pivot] = (request.queries[0] as { post_processing: { options: unknown }[] })
      .post_processing;
    expect(pivot?.options).toMatchObject({ index: ['carrier'], columns: [] });
  });
});

describe('downloadFileName', () => {
  it('keeps letters and digits of the chart name and adds the time', () => {
    const now = new Date('2026-11-27T10:20:30Z');
    expect(downloadFileName('Delays / airport (2026)', 'csv', now)).toBe(
      'Delays_airport_2026_20261127_102030.csv',
    );
    expect(downloadFileName('  ', 'png', now)).toBe('chart_20261127_102030.png');
  });
});
