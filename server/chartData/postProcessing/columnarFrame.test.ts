import { decodeColumnarTable, toRowObjects } from '@common/results/columnarTable';
import {
  asBytes,
  boolColumn,
  float64Column,
  utf8Column,
  validityFrom,
  writeColumnarTable,
} from '@server/engines/columnarWriter';
import { frameFromColumnar, frameToColumnar } from './columnarFrame';
import { numberColumn, makeFrame } from './frame';

function sampleTable(): Buffer {
  const big = [9007199254740993n, -5n, 0n];
  return writeColumnarTable(3, [
    utf8Column('name', ['a', null, 'ç, b']),
    float64Column('x', [1.5, null, -2]),
    {
      name: 'big',
      kind: 'int64',
      data: asBytes(BigInt64Array.from(big)),
      validity: validityFrom((row) => row === 2, 3),
    },
    { name: 'small', kind: 'int32', data: asBytes(Int32Array.from([7, 8, 9])) },
    {
      name: 'ts',
      kind: 'timestamp',
      data: asBytes(Float64Array.from([1_600_000_000_123_456, 0, -86_400_000_000])),
      validity: validityFrom((row) => row === 1, 3),
    },
    { name: 'tstz', kind: 'timestamp', tz: true, data: asBytes(Float64Array.from([0, 1, 2])) },
    { name: 'day', kind: 'date', data: asBytes(Int32Array.from([18_000, -1, 0])) },
    boolColumn('flag', [true, null, false]),
  ]);
}

describe('columnar frames', () => {
  it('round-trips text, floats, int64 beyond 2^53, int32, timestamps, dates, booleans and nulls', () => {
    const bytes = sampleTable();
    const frame = frameFromColumnar(bytes);
    expect(frame.columns.map((c) => [c.name, c.kind, c.type])).toEqual([
      ['name', 'utf8', 1],
      ['x', 'float64', 0],
      ['big', 'int64', 0],
      ['small', 'int32', 0],
      ['ts', 'timestamp', 2],
      ['tstz', 'timestamp', 2],
      ['day', 'date', 2],
      ['flag', 'bool', 3],
    ]);
    expect(Array.from(frame.columns[6]?.values as Float64Array)).toEqual([
      18_000 * 86_400_000_000,
      -86_400_000_000,
      0,
    ]);
    const again = frameToColumnar(frame);
    const before = decodeColumnarTable(bytes);
    const after = decodeColumnarTable(again);
    expect(after.header.columns.map((c) => [c.kind, c.tz ?? false])).toEqual(
      before.header.columns.map((c) => [c.kind, c.tz ?? false]),
    );
    expect(toRowObjects(after)).toEqual(toRowObjects(before));
    expect(toRowObjects(after)[0]).toMatchObject({ big: '9007199254740993', name: 'a' });
    expect(toRowObjects(after)[1]).toMatchObject({ name: null, x: null, ts: null, flag: null });
  });

  it('accepts bytes that do not start 8-byte aligned', () => {
    const bytes = sampleTable();
    const shifted = Buffer.alloc(bytes.length + 3);
    bytes.copy(shifted, 3);
    const frame = frameFromColumnar(shifted.subarray(3));
    expect(frame.rowCount).toBe(3);
    expect(frame.columns[0]?.values).toEqual(['a', null, 'ç, b']);
  });

  it('writes computed int columns with fractions as float64', () => {
    const frame = makeFrame([numberColumn('n', [1.5, null], 'int32')]);
    const table = decodeColumnarTable(frameToColumnar(frame));
    expect(table.columns[0]?.kind).toBe('float64');
    expect(toRowObjects(table)).toEqual([{ n: 1.5 }, { n: null }]);
  });
});
