import { describe, expect, it } from 'vitest';
import { currentStatement, statementRanges } from './currentStatement';

const at = (sql: string, marker = '|') => {
  const cursor = sql.indexOf(marker);
  return currentStatement(sql.replace(marker, ''), cursor)?.text;
};

describe('currentStatement', () => {
  it('is the whole text when there is one statement', () => {
    expect(at('select |1')).toBe('select 1');
    expect(at('|select 1;')).toBe('select 1');
  });

  it('picks the statement under the cursor', () => {
    const sql = 'select 1;\nselect 2;\nselect 3';
    expect(at(sql.replace('select 2', 'sel|ect 2'))).toBe('select 2');
    expect(at(sql.replace('select 3', 'select |3'))).toBe('select 3');
    expect(at(sql.replace('select 1', '|select 1'))).toBe('select 1');
  });

  it('gives a cursor right after a semicolon to the statement it ends', () => {
    expect(at('select 1;| select 2')).toBe('select 1');
  });

  it('gives trailing blank space to the statement before', () => {
    expect(at('select 1;\nselect 2;\n\n  |')).toBe('select 2');
  });

  it('ignores semicolons inside strings, quoted names and comments', () => {
    const sql = 'select \';\' as a, "x;y" -- no; split\nfrom t |where 1 = 1; select 2';
    expect(at(sql)).toBe('select \';\' as a, "x;y" -- no; split\nfrom t where 1 = 1');
  });

  it('is undefined for a script of only comments and blanks', () => {
    expect(at('-- nothing |here\n;')).toBeUndefined();
    expect(currentStatement('', 0)).toBeUndefined();
  });

  it('reports positions that slice back to the statement', () => {
    const sql = '  select 1 ;\n\nselect 2';
    const ranges = statementRanges(sql);
    expect(ranges.map((r) => r.text)).toEqual(['select 1', 'select 2']);
    for (const range of ranges) expect(sql.slice(range.from, range.to)).toBe(range.text);
  });
});
