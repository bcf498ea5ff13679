import { describe, expect, it } from 'vitest';
import { keepAllowed, parseTypedValue, showSelectAll, splitPasted } from './selectRules';

describe('select rules', () => {
  it('splits pasted text on comma, CRLF, newline, tab and semicolon', () => {
    expect(splitPasted('a, b\r\nc\nd\te;f;;')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('shows select all only in multi mode with > 1 enabled option and no search', () => {
    expect(showSelectAll(true, 2, '')).toBe(true);
    expect(showSelectAll(false, 5, '')).toBe(false);
    expect(showSelectAll(true, 1, '')).toBe(false);
    expect(showSelectAll(true, 5, 'x')).toBe(false);
  });

  it('parses numbers for numeric choices only', () => {
    expect(parseTypedValue(' 250 ', [[10, '10']])).toBe(250);
    expect(parseTypedValue('abc', [[10, '10']])).toBe('abc');
    expect(parseTypedValue('250', [['a', 'A']])).toBe('250');
  });

  it('drops values not among the choices unless free-form', () => {
    expect(keepAllowed(['a', 'z'], [['a', 'A']], false)).toEqual(['a']);
    expect(keepAllowed(['a', 'z'], [['a', 'A']], true)).toEqual(['a', 'z']);
  });
});
