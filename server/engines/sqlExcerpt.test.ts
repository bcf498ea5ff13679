import { describe, expect, it } from 'vitest';
import { sqlExcerpt } from './sqlExcerpt';

describe('sqlExcerpt', () => {
  it('shows the line holding the index with a caret under it', () => {
    expect(sqlExcerpt('SELECT a,\n  b FROM t', 12)).toBe('LINE 2:   b FROM t\n          ^');
  });

  it('cuts a long line around the caret', () => {
    const sql = `SELECT ${'x, '.repeat(100)}nope FROM t`;
    const excerpt = sqlExcerpt(sql, sql.indexOf('nope'));
    const [line = '', caret = ''] = excerpt.split('\n');
    expect(line.startsWith('LINE 1: ...')).toBe(true);
    expect(line.slice(caret.length - 1, caret.length + 3)).toBe('nope');
  });

  it('keeps tabs under the line so the caret lines up', () => {
    expect(sqlExcerpt('\tSELECT nope', 8)).toBe('LINE 1: \tSELECT nope\n        \t       ^');
  });
});
