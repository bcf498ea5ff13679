import { describe, expect, it } from 'vitest';
import {
  firstKeyword,
  isLimitable,
  isReadStatement,
  isUnknownStatement,
  replaceStatementLimit,
  splitStatements,
  statementLimit,
} from './statements';

describe('splitStatements', () => {
  it('splits on top-level semicolons only', () => {
    expect(
      splitStatements(`select ';' as a; -- a; comment
      select "x;y" from t /* ; */; select $$a;b$$;`),
    ).toEqual([
      `select ';' as a`,
      `-- a; comment\n      select "x;y" from t /* ; */`,
      'select $$a;b$$',
    ]);
  });

  it('drops empty and comment-only statements', () => {
    expect(splitStatements(' ; -- nothing\n ; select 1 ;; ')).toEqual(['select 1']);
    expect(splitStatements('')).toEqual([]);
  });

  it('keeps escaped quotes inside strings', () => {
    expect(splitStatements(`select 'it''s; fine'; select 'a\\';b'`)).toEqual([
      `select 'it''s; fine'`,
      `select 'a\\';b'`,
    ]);
  });
});

describe('statement kinds', () => {
  it('treats Unicode spaces as spaces and reads dollar-quoted strings whole', () => {
    expect(firstKeyword('\u00a0\u2003select 1')).toBe('SELECT');
    expect(splitStatements('select\u00a01;\u2003select $tag$a;b$tag$')).toEqual([
      'select\u00a01',
      'select $tag$a;b$tag$',
    ]);
    expect(statementLimit('select 1\u00a0limit\u00a07')).toBe(7);
  });

  it('finds the first keyword past comments', () => {
    expect(firstKeyword('/* hi */ -- x\n  with a as (select 1) select * from a')).toBe('WITH');
    expect(isReadStatement('SHOW TABLES')).toBe(true);
    expect(isReadStatement('insert into t values (1)')).toBe(false);
    expect(isReadStatement('  drop table t')).toBe(false);
    expect(isLimitable('show tables')).toBe(false);
    expect(isLimitable('FROM flights')).toBe(true);
  });

  it('tells a typo from a statement that writes', () => {
    for (const typo of ['selec 1', '/* c */ SLECT 2', 'sleect * from t'])
      expect([typo, isUnknownStatement(typo)]).toEqual([typo, true]);
    for (const known of [
      'select 1',
      'insert into t values (1)',
      'DROP TABLE t',
      'set x = 1',
      '(select 1)',
      '',
    ])
      expect([known, isUnknownStatement(known)]).toEqual([known, false]);
  });
});

describe('statementLimit', () => {
  it('reads a top-level LIMIT and ignores nested ones', () => {
    expect(statementLimit('select * from t limit 10')).toBe(10);
    expect(statementLimit('select * from (select * from t limit 5) x')).toBeUndefined();
    expect(statementLimit('select * from t limit 5 offset 20')).toBe(5);
    expect(statementLimit('select * from t limit 20, 7')).toBe(7);
    expect(statementLimit("select 'limit 3' from t")).toBeUndefined();
    expect(statementLimit('select * from t fetch first 4 rows only')).toBe(4);
    expect(statementLimit('select * from t limit ?')).toBeUndefined();
  });
});

describe('replaceStatementLimit', () => {
  it('rewrites only the top-level LIMIT number', () => {
    expect(replaceStatementLimit('select * from (select 1 limit 3) x limit 5', 6)).toBe(
      'select * from (select 1 limit 3) x limit 6',
    );
    expect(replaceStatementLimit('select * from t limit 20, 7', 8)).toBe(
      'select * from t limit 20, 8',
    );
    expect(replaceStatementLimit('select * from t', 8)).toBe('select * from t');
    expect(replaceStatementLimit("select 'limit 3'", 8)).toBe("select 'limit 3'");
  });
});
