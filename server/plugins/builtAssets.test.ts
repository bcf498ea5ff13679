import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './builtAssets';

const both = { br: true, gzip: true };

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, of what the client accepts and the build wrote', () => {
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('GZIP', both)).toBe('gzip');
    expect(chooseEncoding('gzip, br', { br: false, gzip: true })).toBe('gzip');
    expect(chooseEncoding('br', { br: false, gzip: true })).toBeNull();
  });

  it('sends the plain file without an Accept-Encoding, or when every coding is refused', () => {
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('', both)).toBeNull();
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(chooseEncoding('*;q=0', both)).toBeNull();
  });

  it('reads q-values and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('br;q=0, *', both)).toBe('gzip');
  });
});
