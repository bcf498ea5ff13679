import { describe, expect, it } from 'vitest';
import {
  exploreSearchAfterRun,
  hasSomethingToOpen,
  parseExploreUrl,
  permalinkUrlParams,
} from './exploreUrl';

describe('parseExploreUrl', () => {
  it('reads slice_id, form_data_key, force, standalone and dashboard_id', () => {
    const request = parseExploreUrl({
      pathname: '/explore/',
      search: '?slice_id=7&form_data_key=abcdefghijklmnop&force=1&standalone=1&dashboard_id=3',
    });
    expect(request.open).toEqual({ slice_id: 7, form_data_key: 'abcdefghijklmnop' });
    expect(request.force).toBe(true);
    expect(request.standalone).toBe(true);
    expect(request.dashboardId).toBe(3);
  });

  it('takes the dataset and slice from a form_data JSON, which overrides the stored form data', () => {
    const formData = { datasource: '12__table', viz_type: 'pie', slice_id: 4 };
    const request = parseExploreUrl({
      pathname: '/explore/',
      search: `?form_data=${encodeURIComponent(JSON.stringify(formData))}`,
    });
    expect(request.open).toEqual({ slice_id: 4, datasource_id: 12, datasource_type: 'table' });
    expect(request.formDataOverride).toEqual(formData);
  });

  it('ignores a form_data that is not a JSON object', () => {
    const request = parseExploreUrl({ pathname: '/explore/', search: '?form_data=[1,2]' });
    expect(request.formDataOverride).toBeNull();
    expect(hasSomethingToOpen(request)).toBe(false);
  });

  it('opens a permalink from the route key', () => {
    const request = parseExploreUrl({
      pathname: '/explore/p/abcdefghijklmnop/',
      search: '',
      permalinkKey: 'abcdefghijklmnop',
    });
    expect(request.open).toEqual({ permalink_key: 'abcdefghijklmnop' });
    expect(hasSomethingToOpen(request)).toBe(true);
  });

  it('reads the legacy /superset/explore/table/<id>/ path and datasource_id params', () => {
    expect(parseExploreUrl({ pathname: '/superset/explore/table/9/', search: '' }).open).toEqual({
      datasource_id: 9,
      datasource_type: 'table',
    });
    const request = parseExploreUrl({
      pathname: '/superset/explore/',
      search: '?datasource_id=5&datasource_type=table&viz_type=pie',
    });
    expect(request.open).toEqual({ datasource_id: 5, datasource_type: 'table' });
    expect(request.vizType).toBe('pie');
  });

  it('drops malformed numbers and viz types', () => {
    const request = parseExploreUrl({
      pathname: '/explore/',
      search: '?slice_id=-1&datasource_id=x&viz_type=<script>&force=0&standalone=false',
    });
    expect(request.open).toEqual({});
    expect(request.vizType).toBeNull();
    expect(request.force).toBe(false);
    expect(request.standalone).toBe(false);
  });
});

describe('exploreSearchAfterRun', () => {
  it('names the state by form_data_key and slice_id and keeps other parameters', () => {
    expect(
      exploreSearchAfterRun('?form_data=%7B%7D&datasource_id=3&standalone=1&force=1', {
        formDataKey: 'k'.repeat(16),
        sliceId: 8,
      }),
    ).toBe(`?form_data_key=${'k'.repeat(16)}&slice_id=8&standalone=1`);
  });

  it('answers an empty search when there is nothing to name', () => {
    expect(exploreSearchAfterRun('?viz_type=pie', { formDataKey: null, sliceId: null })).toBe('');
  });
});

describe('permalinkUrlParams', () => {
  it('keeps only the non-state parameters', () => {
    expect(permalinkUrlParams('?slice_id=1&standalone=1&dashboard_id=2&form_data_key=x')).toEqual([
      ['standalone', '1'],
      ['dashboard_id', '2'],
    ]);
  });
});
