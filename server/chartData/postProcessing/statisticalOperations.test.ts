import { applyPostProcessing } from './applyPostProcessing';
import { makeFrame, numberColumn, textColumn } from './frame';
import { namesOf, rowsOf } from './testFrames';

describe('boxplot', () => {
  it('gives Tukey whiskers, midpoint quartiles, counts and outliers per group', () => {
    const frame = makeFrame([
      textColumn('g', ['x', 'x', 'x', 'x', 'x', 'x', 'y', 'y']),
      numberColumn('v', [1, 2, 3, 4, 5, 100, 7, 9]),
    ]);
    const out = applyPostProcessing(frame, [
      { operation: 'boxplot', options: { groupby: ['g'], metrics: ['v'], whisker_type: 'tukey' } },
    ]);
    expect(namesOf(out)).toEqual([
      'g',
      'v__mean',
      'v__median',
      'v__max',
      'v__min',
      'v__q1',
      'v__q3',
      'v__count',
      'v__outliers',
    ]);
    // x: q1 = 2.5 and q3 = 4.5 (midpoints), fences -0.5 and 7.5. y: no spread, so each whisker
    // (max of values under the high fence, min of those over the low one) crosses the other.
    expect(rowsOf(out)).toEqual([
      {
        g: 'x',
        v__mean: 115 / 6,
        v__median: 3.5,
        v__max: 5,
        v__min: 1,
        v__q1: 2.5,
        v__q3: 4.5,
        v__count: 6,
        v__outliers: [100],
      },
      {
        g: 'y',
        v__mean: 8,
        v__median: 8,
        v__max: 7,
        v__min: 9,
        v__q1: 8,
        v__q3: 8,
        v__count: 2,
        v__outliers: [9, 7],
      },
    ]);
  });

  it('checks percentiles for the percentile whiskers', () => {
    const frame = makeFrame([numberColumn('v', [0, 10, 20, 30, 40])]);
    const out = applyPostProcessing(frame, [
      {
        operation: 'boxplot',
        options: { groupby: [], metrics: ['v'], whisker_type: 'percentile', percentiles: [10, 90] },
      },
    ]);
    expect(rowsOf(out)[0]).toMatchObject({ v__min: 4, v__max: 36, v__outliers: [40, 0] });
    expect(() =>
      applyPostProcessing(frame, [
        {
          operation: 'boxplot',
          options: { metrics: ['v'], whisker_type: 'percentile', percentiles: [90, 10] },
        },
      ]),
    ).toThrow('percentiles must be a list or tuple with two numeric values');
  });
});

describe('histogram', () => {
  const frame = () =>
    makeFrame([textColumn('g', ['a', 'a', 'b', 'b', 'b']), numberColumn('v', [0, 1, 2, 3, 4])]);

  it('counts values into equal bins named as Python prints the edges', () => {
    const out = applyPostProcessing(frame(), [
      { operation: 'histogram', options: { column: 'v', groupby: [], bins: 2 } },
    ]);
    expect(rowsOf(out)).toEqual([{ '0.0 - 2.0': 2, '2.0 - 4.0': 3 }]);
  });

  it('groups, accumulates and normalises by the total of every (cumulative) count', () => {
    const out = applyPostProcessing(frame(), [
      {
        operation: 'histogram',
        options: { column: 'v', groupby: ['g'], bins: 5, cumulative: true, normalize: true },
      },
    ]);
    expect(namesOf(out)).toEqual([
      'g',
      '0.0 - 0.8',
      '0.8 - 1.6',
      '1.6 - 2.4000000000000004',
      '2.4000000000000004 - 3.2',
      '3.2 - 4.0',
    ]);
    expect(
      rowsOf(out).map((row) =>
        Object.values(row)
          .slice(1)
          .map((v) => (v as number) * 15),
      ),
    ).toEqual([
      [1, 2, 2, 2, 2],
      [0, 0, 1, 2, 3],
    ]);
    expect(() =>
      applyPostProcessing(frame(), [{ operation: 'histogram', options: { column: 'v', bins: 0 } }]),
    ).toThrow('`bins` must be an integer between 1 and 1000');
  });
});

describe('rank, sort, rename and select', () => {
  const frame = () =>
    makeFrame([textColumn('g', ['a', 'b', 'a', 'b']), numberColumn('v', [10, 5, 30, 5])]);

  it('ranks as percentiles, within groups', () => {
    expect(
      rowsOf(applyPostProcessing(frame(), [{ operation: 'rank', options: { metric: 'v' } }])).map(
        (r) => r.rank,
      ),
    ).toEqual([0.75, 0.375, 1, 0.375]);
    const grouped = applyPostProcessing(frame(), [
      { operation: 'rank', options: { metric: 'v', group_by: 'g' } },
    ]);
    expect(rowsOf(grouped).map((r) => r.rank)).toEqual([0.5, 0.75, 1, 0.75]);
  });

  it('sorts stably by several keys, nulls last', () => {
    const withNull = makeFrame([
      textColumn('g', ['a', null, 'b', 'a']),
      numberColumn('v', [1, 2, 3, 4]),
    ]);
    const out = applyPostProcessing(withNull, [
      { operation: 'sort', options: { columns: { g: false, v: true } } },
    ]);
    expect(rowsOf(out).map((r) => r.v)).toEqual([3, 1, 4, 2]);
    const by = applyPostProcessing(withNull, [
      { operation: 'sort', options: { by: 'v', ascending: false } },
    ]);
    expect(rowsOf(by).map((r) => r.v)).toEqual([4, 3, 2, 1]);
  });

  it('renames and selects columns', () => {
    const out = applyPostProcessing(frame(), [
      { operation: 'rename', options: { columns: { v: 'value' } } },
      { operation: 'select', options: { columns: ['value', 'g'], rename: { g: 'group' } } },
    ]);
    expect(namesOf(out)).toEqual(['value', 'group']);
    expect(() =>
      applyPostProcessing(frame(), [{ operation: 'select', options: { columns: ['nope'] } }]),
    ).toThrow('Referenced columns not available in DataFrame.');
    expect(() =>
      applyPostProcessing(frame(), [{ operation: 'rename', options: { columns: { v: 'g' } } }]),
    ).toThrow('Label already exists');
  });
});
