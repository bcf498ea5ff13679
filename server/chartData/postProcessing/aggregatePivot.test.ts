import { applyPostProcessing } from './applyPostProcessing';
import { makeFrame, numberColumn, textColumn, timeColumn } from './frame';
import { micros, namesOf, rowsOf } from './testFrames';

const sales = () =>
  makeFrame([
    timeColumn(
      '__timestamp',
      ['2021-01-01', '2021-01-01', '2021-01-02', '2021-01-02', '2021-01-03'].map(micros),
    ),
    textColumn('gender', ['boy', 'girl', 'boy', null, 'girl']),
    numberColumn('SUM(num)', [1, 2, 3, 4, 5]),
    numberColumn('MAX(x)', [10, 20, NaN, 40, 50]),
  ]);

describe('aggregate', () => {
  it('groups by sorted keys, leaves out missing keys and reduces each named aggregate', () => {
    const frame = makeFrame([
      textColumn('g', ['b', 'a', 'b', null, 'a']),
      numberColumn('v', [1, 2, 3, 100, NaN]),
    ]);
    const out = applyPostProcessing(frame, [
      {
        operation: 'aggregate',
        options: {
          groupby: ['g'],
          aggregates: {
            total: { operator: 'sum', column: 'v' },
            mid: { operator: 'median', column: 'v' },
            p: { operator: 'percentile', column: 'v', options: { q: 25 } },
            v: { operator: 'max' },
          },
        },
      },
    ]);
    expect(rowsOf(out)).toEqual([
      { g: 'a', total: 2, mid: null, p: null, v: 2 },
      { g: 'b', total: 4, mid: 2, p: 1.5, v: 3 },
    ]);
  });

  it('reduces the whole frame to one row without groupby, and refuses an unknown operator', () => {
    const frame = makeFrame([numberColumn('v', [1, 2, 3, 4])]);
    const out = applyPostProcessing(frame, [
      {
        operation: 'aggregate',
        options: { groupby: [], aggregates: { s: { operator: 'std', column: 'v' } } },
      },
    ]);
    expect(rowsOf(out)).toEqual([{ s: Math.sqrt(1.25) }]);
    expect(() =>
      applyPostProcessing(frame, [
        {
          operation: 'aggregate',
          options: { aggregates: { s: { operator: 'mode', column: 'v' } } },
        },
      ]),
    ).toThrow('Invalid numpy function: mode');
    expect(() =>
      applyPostProcessing(frame, [
        {
          operation: 'aggregate',
          options: { aggregates: { s: { operator: 'sum', column: 'nope' } } },
        },
      ]),
    ).toThrow('Column referenced by aggregate is undefined: nope');
  });
});

describe('pivot and flatten', () => {
  it('pivots metrics by a column into "<metric>, <value>" columns, nulls as <NULL>, sorted', () => {
    const out = applyPostProcessing(sales(), [
      {
        operation: 'pivot',
        options: {
          index: ['__timestamp'],
          columns: ['gender'],
          aggregates: { 'SUM(num)': { operator: 'mean' }, 'MAX(x)': { operator: 'mean' } },
        },
      },
      { operation: 'flatten' },
    ]);
    expect(namesOf(out)).toEqual([
      '__timestamp',
      'MAX(x), <NULL>',
      'MAX(x), boy',
      'MAX(x), girl',
      'SUM(num), <NULL>',
      'SUM(num), boy',
      'SUM(num), girl',
    ]);
    expect(out.indexCount).toBe(0);
    expect(rowsOf(out)).toEqual([
      {
        __timestamp: '2021-01-01',
        'MAX(x), <NULL>': null,
        'MAX(x), boy': 10,
        'MAX(x), girl': 20,
        'SUM(num), <NULL>': null,
        'SUM(num), boy': 1,
        'SUM(num), girl': 2,
      },
      {
        __timestamp: '2021-01-02',
        'MAX(x), <NULL>': 40,
        'MAX(x), boy': null,
        'MAX(x), girl': null,
        'SUM(num), <NULL>': 4,
        'SUM(num), boy': 3,
        'SUM(num), girl': null,
      },
      {
        __timestamp: '2021-01-03',
        'MAX(x), <NULL>': null,
        'MAX(x), boy': null,
        'MAX(x), girl': 50,
        'SUM(num), <NULL>': null,
        'SUM(num), boy': null,
        'SUM(num), girl': 5,
      },
    ]);
  });

  it('keeps the index until flatten, fills metrics, and can put the metric last', () => {
    const pivoted = applyPostProcessing(sales(), [
      {
        operation: 'pivot',
        options: {
          index: ['__timestamp'],
          columns: ['gender'],
          aggregates: { 'SUM(num)': { operator: 'sum' } },
          metric_fill_value: 0,
          column_fill_value: 'none, really',
          combine_value_with_metric: true,
        },
      },
    ]);
    expect(pivoted.indexCount).toBe(1);
    expect(pivoted.columns.slice(1).map((c) => c.levels)).toEqual([
      ['boy', 'SUM(num)'],
      ['girl', 'SUM(num)'],
      ['none, really', 'SUM(num)'],
    ]);
    const flat = applyPostProcessing(pivoted, [{ operation: 'flatten' }]);
    expect(namesOf(flat)).toEqual([
      '__timestamp',
      'boy, SUM(num)',
      'girl, SUM(num)',
      'none\\, really, SUM(num)',
    ]);
    expect(rowsOf(flat).map((row) => row['girl, SUM(num)'])).toEqual([2, 0, 5]);
  });

  it('pivots without columns into one column per metric, and requires an index', () => {
    const out = applyPostProcessing(sales(), [
      {
        operation: 'pivot',
        options: { index: ['gender'], aggregates: { 'SUM(num)': { operator: 'sum' } } },
      },
      { operation: 'flatten' },
    ]);
    expect(rowsOf(out)).toEqual([
      { gender: 'boy', 'SUM(num)': 4 },
      { gender: 'girl', 'SUM(num)': 7 },
    ]);
    expect(() =>
      applyPostProcessing(sales(), [
        {
          operation: 'pivot',
          options: { index: [], aggregates: { 'SUM(num)': { operator: 'sum' } } },
        },
      ]),
    ).toThrow('Pivot operation requires at least one index');
    expect(() =>
      applyPostProcessing(sales(), [
        {
          operation: 'pivot',
          options: { index: ['nope'], aggregates: { 'SUM(num)': { operator: 'sum' } } },
        },
      ]),
    ).toThrow('Referenced columns not available in DataFrame.');
  });
});
