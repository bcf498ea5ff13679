import { applyPostProcessing } from './applyPostProcessing';
import { makeFrame, numberColumn, textColumn } from './frame';
import { namesOf, rowsOf } from './testFrames';

const series = () =>
  makeFrame([
    textColumn('t', ['a', 'b', 'c', 'd', 'e']),
    numberColumn('y', [1, 2, NaN, 4, 8]),
    numberColumn('z', [2, 2, 2, 2, 0]),
  ]);

describe('rolling, cum and diff', () => {
  it('rolls a sum over a window, dropping rows before min_periods', () => {
    const out = applyPostProcessing(series(), [
      {
        operation: 'rolling',
        options: { rolling_type: 'sum', window: 2, min_periods: 1, columns: { y: 'y' } },
      },
    ]);
    expect(rowsOf(out).map((row) => row.y)).toEqual([1, 3, 2, 4, 12]);
    const strict = applyPostProcessing(series(), [
      {
        operation: 'rolling',
        options: { rolling_type: 'mean', window: 2, min_periods: 2, columns: { y: 'y_mean' } },
      },
    ]);
    expect(namesOf(strict)).toEqual(['t', 'y', 'z', 'y_mean']);
    expect(rowsOf(strict).map((row) => [row.t, row.y_mean])).toEqual([
      ['b', 1.5],
      ['c', null],
      ['d', null],
      ['e', 6],
    ]);
  });

  it('rolls std with pandas ddof 1 and refuses unknown rolling types and missing windows', () => {
    const out = applyPostProcessing(series(), [
      {
        operation: 'rolling',
        options: { rolling_type: 'std', window: 3, min_periods: 2, columns: { z: 'z' } },
      },
    ]);
    const z = rowsOf(out).map((row) => row.z as number);
    expect(z.slice(0, 3)).toEqual([0, 0, 0]);
    expect(z[3]).toBeCloseTo(Math.sqrt(4 / 3), 12);
    expect(() =>
      applyPostProcessing(series(), [
        { operation: 'rolling', options: { rolling_type: 'eval', window: 2, columns: { y: 'y' } } },
      ]),
    ).toThrow('Invalid rolling_type: eval');
    expect(() =>
      applyPostProcessing(series(), [
        { operation: 'rolling', options: { rolling_type: 'sum', columns: { y: 'y' } } },
      ]),
    ).toThrow('Undefined window for rolling operation');
  });

  it('accumulates sum, prod, min and max, skipping missing values', () => {
    const run = (operator: string) =>
      rowsOf(
        applyPostProcessing(series(), [
          { operation: 'cum', options: { operator, columns: { y: 'y' } } },
        ]),
      ).map((r) => r.y);
    expect(run('sum')).toEqual([1, 3, null, 7, 15]);
    expect(run('prod')).toEqual([1, 2, null, 8, 64]);
    expect(run('min')).toEqual([1, 1, null, 1, 1]);
    expect(run('max')).toEqual([1, 2, null, 4, 8]);
    expect(() => run('mean')).toThrow('Invalid cumulative operator: mean');
  });

  it('differences rows by periods', () => {
    const out = applyPostProcessing(series(), [
      { operation: 'diff', options: { columns: { y: 'dy' }, periods: 1 } },
    ]);
    expect(rowsOf(out).map((row) => row.dy)).toEqual([null, 1, null, null, 4]);
    const back = applyPostProcessing(series(), [
      { operation: 'diff', options: { columns: { z: 'z' }, periods: -1 } },
    ]);
    expect(rowsOf(back).map((row) => row.z)).toEqual([0, 0, 0, 2, null]);
  });
});

describe('compare and contribution', () => {
  const frame = () => makeFrame([numberColumn('a', [3, 1, 0]), numberColumn('b', [2, 4, 0])]);

  it('compares columns as difference, percentage and ratio, named <type>__<a>__<b>', () => {
    const out = applyPostProcessing(frame(), [
      {
        operation: 'compare',
        options: { source_columns: ['a'], compare_columns: ['b'], compare_type: 'difference' },
      },
      {
        operation: 'compare',
        options: { source_columns: ['a'], compare_columns: ['b'], compare_type: 'percentage' },
      },
      {
        operation: 'compare',
        options: {
          source_columns: ['a'],
          compare_columns: ['b'],
          compare_type: 'ratio',
          precision: 2,
          drop_original_columns: true,
        },
      },
    ]);
    expect(namesOf(out)).toEqual(['difference__a__b', 'percentage__a__b', 'ratio__a__b']);
    expect(rowsOf(out)).toEqual([
      { difference__a__b: 1, percentage__a__b: 0.5, ratio__a__b: 1.5 },
      { difference__a__b: -3, percentage__a__b: -0.75, ratio__a__b: 0.25 },
      { difference__a__b: 0, percentage__a__b: null, ratio__a__b: null },
    ]);
    expect(() =>
      applyPostProcessing(frame(), [
        {
          operation: 'compare',
          options: { source_columns: ['a'], compare_columns: ['b'], compare_type: 'log' },
        },
      ]),
    ).toThrow('`compare_type` must be `difference`, `percentage` or `ratio`');
  });

  it('gives each value its share of the column or of the row', () => {
    const byColumn = applyPostProcessing(frame(), [{ operation: 'contribution', options: {} }]);
    expect(rowsOf(byColumn)).toEqual([
      { a: 0.75, b: 2 / 6 },
      { a: 0.25, b: 4 / 6 },
      { a: 0, b: 0 },
    ]);
    const byRow = applyPostProcessing(frame(), [
      {
        operation: 'contribution',
        options: { orientation: 'row', columns: ['a', 'b'], rename_columns: ['%a', '%b'] },
      },
    ]);
    expect(rowsOf(byRow)).toEqual([
      { a: 3, b: 2, '%a': 0.6, '%b': 0.4 },
      { a: 1, b: 4, '%a': 0.2, '%b': 0.8 },
      { a: 0, b: 0, '%a': null, '%b': null },
    ]);
  });
});
