import { applyPostProcessing } from './applyPostProcessing';
import { makeFrame, numberColumn, textColumn, timeColumn } from './frame';
import { joinTimeOffsets } from './joinTimeOffsets';
import { micros, namesOf, rowsOf } from './testFrames';

const daily = () =>
  makeFrame(
    [
      timeColumn('__timestamp', ['2021-01-01', '2021-01-03', '2021-01-04'].map(micros)),
      numberColumn('y', [1, 3, 4]),
    ],
    1,
  );

describe('resample', () => {
  it('fills missing days with fill_value (asfreq) or the previous value (ffill)', () => {
    const filled = applyPostProcessing(daily(), [
      { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } },
    ]);
    expect(rowsOf(filled)).toEqual([
      { __timestamp: '2021-01-01', y: 1 },
      { __timestamp: '2021-01-02', y: 0 },
      { __timestamp: '2021-01-03', y: 3 },
      { __timestamp: '2021-01-04', y: 4 },
    ]);
    const forward = applyPostProcessing(daily(), [
      { operation: 'resample', options: { rule: '1D', method: 'ffill' } },
    ]);
    expect(rowsOf(forward).map((row) => row.y)).toEqual([1, 1, 3, 4]);
    const backward = applyPostProcessing(daily(), [
      { operation: 'resample', options: { rule: '1D', method: 'bfill' } },
    ]);
    expect(rowsOf(backward).map((row) => row.y)).toEqual([1, 3, 3, 4]);
    const linear = applyPostProcessing(daily(), [
      { operation: 'resample', options: { rule: '1D', method: 'linear' } },
    ]);
    expect(rowsOf(linear).map((row) => row.y)).toEqual([1, 2, 3, 4]);
  });

  it('sums into 2-day bins from midnight of the first day, and month starts', () => {
    const out = applyPostProcessing(daily(), [
      { operation: 'resample', options: { rule: '2D', method: 'sum' } },
    ]);
    expect(rowsOf(out)).toEqual([
      { __timestamp: '2021-01-01', y: 1 },
      { __timestamp: '2021-01-03', y: 7 },
    ]);
    const months = makeFrame(
      [timeColumn('t', ['2021-01-15', '2021-03-02'].map(micros)), numberColumn('y', [1, 2])],
      1,
    );
    const monthly = applyPostProcessing(months, [
      { operation: 'resample', options: { rule: 'MS', method: 'mean' } },
    ]);
    expect(rowsOf(monthly)).toEqual([
      { t: '2021-01-01', y: 1 },
      { t: '2021-02-01', y: null },
      { t: '2021-03-01', y: 2 },
    ]);
  });

  it('needs a time index and a known method', () => {
    const plain = makeFrame([textColumn('x', ['a']), numberColumn('y', [1])]);
    expect(() =>
      applyPostProcessing(plain, [
        { operation: 'resample', options: { rule: '1D', method: 'asfreq' } },
      ]),
    ).toThrow('Resample operation requires DatetimeIndex');
    expect(() =>
      applyPostProcessing(daily(), [
        { operation: 'resample', options: { rule: '1D', method: 'mode' } },
      ]),
    ).toThrow('Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.');
  });
});

describe('joinTimeOffsets', () => {
  it('moves each offset frame forward by its offset and left-joins its metrics as <metric>__<offset>', () => {
    const main = makeFrame([
      timeColumn('ds', ['2021-01-01', '2021-01-01', '2021-03-01'].map(micros)),
      textColumn('g', ['a', 'b', 'a']),
      numberColumn('SUM(x)', [10, 20, 30]),
    ]);
    const lastYear = makeFrame([
      timeColumn('ds', ['2020-01-01', '2020-03-01', '2020-01-01'].map(micros)),
      textColumn('g', ['a', 'a', 'c']),
      numberColumn('SUM(x)', [1, 3, 99]),
    ]);
    const lastWeek = makeFrame([
      timeColumn('ds', ['2020-12-25'].map(micros)),
      textColumn('g', ['b']),
      numberColumn('SUM(x)', [7]),
    ]);
    const out = joinTimeOffsets(
      main,
      [
        { offset: '1 year ago', frame: lastYear },
        { offset: '1 week ago', frame: lastWeek },
      ],
      { timeColumn: 'ds', joinColumns: ['g'], metrics: ['SUM(x)'] },
    );
    expect(namesOf(out)).toEqual(['ds', 'g', 'SUM(x)', 'SUM(x)__1 year ago', 'SUM(x)__1 week ago']);
    expect(rowsOf(out)).toEqual([
      {
        ds: '2021-01-01',
        g: 'a',
        'SUM(x)': 10,
        'SUM(x)__1 year ago': 1,
        'SUM(x)__1 week ago': null,
      },
      {
        ds: '2021-01-01',
        g: 'b',
        'SUM(x)': 20,
        'SUM(x)__1 year ago': null,
        'SUM(x)__1 week ago': 7,
      },
      {
        ds: '2021-03-01',
        g: 'a',
        'SUM(x)': 30,
        'SUM(x)__1 year ago': 3,
        'SUM(x)__1 week ago': null,
      },
    ]);
  });

  it('clamps month ends the way pandas DateOffset does', () => {
    const main = makeFrame([timeColumn('ds', [micros('2021-02-28')]), numberColumn('m', [1])]);
    const leap = makeFrame([timeColumn('ds', [micros('2020-02-29')]), numberColumn('m', [5])]);
    const out = joinTimeOffsets(main, [{ offset: '1 year ago', frame: leap }], {
      timeColumn: 'ds',
      joinColumns: [],
      metrics: ['m'],
    });
    expect(rowsOf(out)).toEqual([{ ds: '2021-02-28', m: 1, 'm__1 year ago': 5 }]);
    expect(() =>
      joinTimeOffsets(main, [{ offset: 'last year', frame: leap }], {
        timeColumn: 'ds',
        joinColumns: [],
        metrics: ['m'],
      }),
    ).toThrow('Time offset is not valid: last year');
  });
});
