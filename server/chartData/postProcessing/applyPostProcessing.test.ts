import { ChartQueryError } from '../chartQueryError';
import { applyPostProcessing } from './applyPostProcessing';
import { makeFrame, numberColumn, textColumn } from './frame';
import { rowsOf } from './testFrames';

const frame = () => makeFrame([textColumn('g', ['a', 'b', 'c']), numberColumn('v', [1, 2, 3])]);

describe('applyPostProcessing', () => {
  it('runs the operations in list order', () => {
    const cumThenSort = applyPostProcessing(frame(), [
      { operation: 'cum', options: { operator: 'sum', columns: { v: 'v' } } },
      { operation: 'sort', options: { columns: { v: false } } },
    ]);
    expect(rowsOf(cumThenSort).map((row) => [row.g, row.v])).toEqual([
      ['c', 6],
      ['b', 3],
      ['a', 1],
    ]);
    const sortThenCum = applyPostProcessing(frame(), [
      { operation: 'sort', options: { columns: { v: false } } },
      { operation: 'cum', options: { operator: 'sum', columns: { v: 'v' } } },
    ]);
    expect(rowsOf(sortThenCum).map((row) => [row.g, row.v])).toEqual([
      ['c', 3],
      ['b', 5],
      ['a', 6],
    ]);
  });

  it('leaves the frame alone without rules', () => {
    const input = frame();
    expect(applyPostProcessing(input, [])).toBe(input);
  });

  it('answers an unknown operation or malformed options with a 400 ChartQueryError', () => {
    const unknown = () => applyPostProcessing(frame(), [{ operation: 'eval', options: {} }]);
    expect(unknown).toThrow(ChartQueryError);
    expect(unknown).toThrow('Unsupported post processing operation: eval');
    try {
      applyPostProcessing(frame(), [
        { operation: 'rolling', options: { rolling_type: 'sum', window: 'x' } },
      ]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ChartQueryError);
      expect((error as ChartQueryError).statusCode).toBe(400);
      expect((error as Error).message).toBe('`window` must be a number');
    }
    // Operations are looked up by own name only: "toString" is no operation.
    expect(() => applyPostProcessing(frame(), [{ operation: 'toString' }])).toThrow(
      ChartQueryError,
    );
  });
});
