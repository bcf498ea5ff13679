import { describe, expect, it } from 'vitest';
import { CompileMemo } from './compileMemo';

describe('CompileMemo', () => {
  it('keeps a value for its time to live, then makes it again', () => {
    const memo = new CompileMemo<number>(1000);
    let made = 0;
    const make = () => ++made;
    expect(memo.get('k', make, 0)).toBe(1);
    expect(memo.get('k', make, 999)).toBe(1);
    expect(memo.get('other', make, 999)).toBe(2);
    expect(memo.get('k', make, 1000)).toBe(3);
  });

  it('keeps nothing when making throws, and stays bounded', () => {
    const memo = new CompileMemo<number>(1000, 2);
    expect(() =>
      memo.get('bad', () => {
        throw new Error('Columns missing in dataset');
      }),
    ).toThrow('Columns missing');
    expect(memo.get('bad', () => 7)).toBe(7);
    memo.get('a', () => 1, 0);
    memo.get('b', () => 2, 0);
    // Full: cleared before the third key is kept, so 'a' is made again.
    expect(memo.get('a', () => 9, 1)).toBe(9);
  });
});
