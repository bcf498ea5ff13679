import { decodeColumnarTable, toRowObjects } from '@common/results/columnarTable';
import {
  asBytes,
  float64Column,
  utf8Column,
  writeColumnarTable,
} from '@server/engines/columnarWriter';
import { PostProcessor } from './postProcessor';

const DAY = 86_400_000_000;

function table(days: number[], groups: string[], values: number[]): Buffer {
  return writeColumnarTable(days.length, [
    { name: 'ds', kind: 'timestamp', data: asBytes(Float64Array.from(days, (d) => d * DAY)) },
    utf8Column('g', groups),
    float64Column('SUM(x)', values),
  ]);
}

describe('PostProcessor', () => {
  const processor = new PostProcessor(256);
  afterAll(() => processor.close());

  it('joins offsets and runs the rules on a worker thread, bytes in and bytes out', async () => {
    // 2021-01-01 is day 18628; 2020-01-01 is day 18262 (one year before).
    const main = table([18628, 18628, 18629], ['a', 'b', 'a'], [10, 20, 30]);
    const lastYear = table([18262, 18263], ['a', 'a'], [1, 3]);
    const out = await processor.run({
      tables: [main, lastYear],
      offsets: ['1 year ago'],
      timeColumn: 'ds',
      joinColumns: ['g'],
      metrics: ['SUM(x)'],
      rules: [
        {
          operation: 'pivot',
          options: {
            index: ['ds'],
            columns: ['g'],
            aggregates: {
              'SUM(x)': { operator: 'sum' },
              'SUM(x)__1 year ago': { operator: 'sum' },
            },
          },
        },
        { operation: 'flatten' },
      ],
    });
    expect(toRowObjects(decodeColumnarTable(out))).toEqual([
      {
        ds: '2021-01-01 00:00:00',
        'SUM(x), a': 10,
        'SUM(x), b': 20,
        'SUM(x)__1 year ago, a': 1,
        // b had no row a year before: numpy's sum of nothing is 0 (a missing cell stays null).
        'SUM(x)__1 year ago, b': 0,
      },
      {
        ds: '2021-01-02 00:00:00',
        'SUM(x), a': 30,
        'SUM(x), b': null,
        'SUM(x)__1 year ago, a': 3,
        'SUM(x)__1 year ago, b': null,
      },
    ]);
  });

  it('rejects a bad rule with the 400 the thread raised', async () => {
    await expect(
      processor.run({
        tables: [table([1], ['a'], [1])],
        offsets: [],
        timeColumn: null,
        joinColumns: [],
        metrics: [],
        rules: [{ operation: 'nope' }],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'Unsupported post processing operation: nope',
    });
  });

  it('hands the table back untouched when there is nothing to do', async () => {
    const main = table([1], ['a'], [1]);
    const out = await processor.run({
      tables: [main],
      offsets: [],
      timeColumn: null,
      joinColumns: [],
      metrics: [],
      rules: [],
    });
    expect(Buffer.compare(out, main)).toBe(0);
  });
});
