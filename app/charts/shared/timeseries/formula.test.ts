import { describe, expect, it } from 'vitest';
import { parseFormula } from './formula';

describe('parseFormula', () => {
  it('evaluates arithmetic of x with precedence, parentheses and unary minus', () => {
    expect(parseFormula('2*x + 1')(3)).toBe(7);
    expect(parseFormula('y = (x + 1) * 2')(4)).toBe(10);
    expect(parseFormula('-x^2')(3)).toBe(-9);
    expect(parseFormula('2^3^2')(0)).toBe(512);
    expect(parseFormula('x % 7')(23)).toBe(2);
    expect(parseFormula('10 / 4 - -1')(0)).toBe(3.5);
    expect(parseFormula('1.5e3 + .5')(0)).toBe(1500.5);
  });

  it('knows a few Math functions, with several arguments for min and max', () => {
    expect(parseFormula('sqrt(x) + abs(-2)')(16)).toBe(6);
    expect(parseFormula('max(x, 10, 3)')(4)).toBe(10);
    expect(parseFormula('min(x, 10)')(4)).toBe(4);
    expect(parseFormula('log(exp(x))')(2)).toBeCloseTo(2, 12);
    expect(parseFormula('sin(0) + cos(0)')(0)).toBe(1);
  });

  it('refuses anything outside the grammar instead of evaluating it', () => {
    for (const unsafe of [
      'alert(1)',
      'constructor',
      'x.constructor',
      'this',
      'window.location',
      '__proto__',
      'x; 1',
      'x = 1',
      '"text"',
      '`x`',
      '[1]',
      'Math.abs(x)',
      'toString(x)',
      'hasOwnProperty(x)',
    ]) {
      expect(() => parseFormula(unsafe), unsafe).toThrow();
    }
  });

  it('names what is wrong in malformed formulas', () => {
    expect(() => parseFormula('')).toThrow('Formula is empty');
    expect(() => parseFormula('(x + 1')).toThrow('Expected ")"');
    expect(() => parseFormula('x +')).toThrow('Unexpected end of formula');
    expect(() => parseFormula('2 x')).toThrow('Unexpected "x"');
    expect(() => parseFormula('foo(x)')).toThrow('Unknown name "foo"');
    expect(() => parseFormula('x'.repeat(501))).toThrow('too long');
  });
});
