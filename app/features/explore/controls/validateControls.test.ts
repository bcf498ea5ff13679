import { describe, expect, it } from 'vitest';
import type { FormData } from '@app/charts/types';
import { testPanel } from './testPanel';
import { validateControls, validOrderby, validateControl } from './validateControls';

const base: FormData = {
  viz_type: 'bar',
  datasource: '7__table',
  x_axis: 'ds',
  metrics: ['count'],
  row_limit: 100,
};

describe('validateControls', () => {
  it('accepts a complete form', () => {
    expect(validateControls(testPanel, { ...base, legendOrientation: 'top' })).toEqual({});
  });

  it('reports empty required controls with "cannot be empty"', () => {
    const errors = validateControls(testPanel, { ...base, x_axis: undefined, metrics: [] });
    expect(errors.x_axis).toEqual(['cannot be empty']);
    expect(errors.metrics).toEqual(['cannot be empty']);
  });

  it('checks integers and the row limit cap (configured, else 100000)', () => {
    expect(
      validateControls(testPanel, { ...base, row_limit: '12.5', series_limit: 'x' }),
    ).toMatchObject({
      row_limit: ['is expected to be an integer'],
      series_limit: ['is expected to be an integer'],
    });
    expect(validateControls(testPanel, { ...base, row_limit: 200000 }).row_limit).toEqual([
      'Value cannot exceed 100000',
    ]);
    expect(
      validateControls(testPanel, { ...base, row_limit: 6000 }, { maxRowLimit: 5000 }).row_limit,
    ).toEqual(['Value cannot exceed 5000']);
    expect(validateControls(testPanel, { ...base, row_limit: 0 }).row_limit).toEqual([
      'Value must be greater than 0',
    ]);
  });

  it('skips hidden controls', () => {
    const form = { ...base, show_legend: false, legendOrientation: '' };
    expect(validateControls(testPanel, form).legendOrientation).toBeUndefined();
    expect(validateControls(testPanel, { ...form, show_legend: true }).legendOrientation).toEqual([
      'cannot be empty',
    ]);
  });

  it('checks orderby values as JSON', () => {
    expect(validOrderby(['["count", false]', { a: 1 }])).toBe(true);
    expect(validOrderby(['[count'])).toBe(false);
    expect(
      validateControl({ name: 'orderby', type: 'SelectControl', label: 'Order' }, ['{bad']),
    ).toEqual(['Found invalid orderby options']);
  });
});
