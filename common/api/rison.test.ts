import { describe, expect, it } from 'vitest';
import { decodeRison, encodeRison } from './rison';

describe('rison', () => {
  it('decodes Superset query parameters', () => {
    expect(decodeRison('(force:!t,schema_name:main,page:0)')).toEqual({
      force: true,
      schema_name: 'main',
      page: 0,
    });
    expect(decodeRison("(key:'a b!'c',rows:-5,x:!n,l:!(1,'two',!f))")).toEqual({
      key: "a b'c",
      rows: -5,
      x: null,
      l: [1, 'two', false],
    });
    expect(decodeRison('(last_updated_ms:1700000000000.5)')).toEqual({
      last_updated_ms: 1700000000000.5,
    });
  });

  it('refuses malformed input', () => {
    expect(() => decodeRison('(a:1')).toThrow(SyntaxError);
    expect(() => decodeRison("(a:'x)")).toThrow(SyntaxError);
    expect(() => decodeRison('!z')).toThrow(SyntaxError);
  });

  it('round-trips', () => {
    const value = { a: 'it has spaces', b: [1, true, null], c: 'plain' };
    expect(decodeRison(encodeRison(value))).toEqual(value);
  });
});
