import { describe, expect, it } from 'vitest';
import type { Backend } from '@server/engines/engine';
import { ADHOC_SUBQUERY_MESSAGE, guardAdhocExpression } from './adhocExpressionGuard';
import { ChartQueryError } from './chartQueryError';

const BACKENDS: Backend[] = ['duckdb', 'postgresql', 'mysql'];

function refusal(sql: string, backend: Backend = 'postgresql', allowSubquery = false) {
  try {
    guardAdhocExpression(sql, { backend, allowSubquery });
  } catch (error) {
    expect(error).toBeInstanceOf(ChartQueryError);
    const { statusCode, message, errorType } = error as ChartQueryError;
    return { statusCode, message, errorType };
  }
  return null;
}

describe('guardAdhocExpression', () => {
  it('passes single expressions through, trimmed', () => {
    for (const backend of BACKENDS) {
      const options = { backend, allowSubquery: false };
      expect(guardAdhocExpression('  SUM(a) / SUM(b) ', options)).toBe('SUM(a) / SUM(b)');
      expect(guardAdhocExpression("EXTRACT(YEAR FROM ds) = 2020 AND name <> 'x;y'", options)).toBe(
        "EXTRACT(YEAR FROM ds) = 2020 AND name <> 'x;y'",
      );
      expect(guardAdhocExpression("a = 'select (' -- note\n OR b = 1", options)).toContain('OR b');
      expect(guardAdhocExpression('a /* note */ + 1', options)).toBe('a /* note */ + 1');
      expect(guardAdhocExpression('"select" + 1', options)).toBe('"select" + 1');
    }
  });

  it('refuses a second statement', () => {
    for (const backend of BACKENDS) {
      expect(refusal('1; DROP TABLE t', backend)?.message).toBe(
        'Custom SQL fields cannot contain more than one statement.',
      );
      expect(refusal('a = 1;', backend)?.statusCode).toBe(400);
    }
  });

  it('refuses sub-queries unless the database allows them', () => {
    const subqueries = [
      'a IN (SELECT id FROM t)',
      'EXISTS (select 1)',
      'a = (WITH x AS (SELECT 1) SELECT * FROM x)',
      'a IN (VALUES (1))',
      'a IN (TABLE t)',
      'a IN (FROM t)',
    ];
    for (const sql of subqueries) {
      expect(refusal(sql)).toEqual({
        statusCode: 400,
        message: ADHOC_SUBQUERY_MESSAGE,
        errorType: 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR',
      });
      expect(refusal(sql, 'postgresql', true)).toBeNull();
    }
    expect(ADHOC_SUBQUERY_MESSAGE).toBe('Custom SQL fields cannot contain sub-queries.');
    // FROM inside a function call is no query.
    expect(refusal('SUBSTRING(a FROM 2)')).toBeNull();
  });

  it('refuses comments and strings that would hide the rest of the statement', () => {
    for (const backend of BACKENDS) {
      expect(refusal('x) -- ', backend)).not.toBeNull();
      expect(refusal('x = 1 -- hides the rest', backend)?.message).toBe(
        'Custom SQL fields cannot end with a comment.',
      );
      expect(refusal('x = 1 /* opens', backend)?.message).toBe(
        'Custom SQL fields cannot contain an unterminated comment.',
      );
      expect(refusal("x = 'open", backend)).not.toBeNull();
      expect(refusal('x = "open', backend)).not.toBeNull();
      expect(refusal('x = 1 --\r) OR (1 = 1\n', backend)).not.toBeNull();
    }
  });

  it('refuses parentheses that close the compiler’s own', () => {
    expect(refusal('1) OR (1 = 1')?.message).toBe(
      'Custom SQL fields must have balanced parentheses.',
    );
    expect(refusal('(1 = 1')?.message).toBe('Custom SQL fields must have balanced parentheses.');
  });

  it('refuses what the engine reads differently from the tokenizer', () => {
    // PostgreSQL and DuckDB: a backslash does not escape, so 'a\' ends the string.
    const hidden = "a = 'a\\' OR (SELECT 1) = 1 OR ''='";
    expect(refusal(hidden, 'postgresql', true)?.message).toBe(
      'Custom SQL fields cannot contain strings whose end depends on backslash escapes.',
    );
    expect(refusal(hidden, 'duckdb', true)).not.toBeNull();
    // E'…' strings do escape.
    expect(refusal("a = E'it\\'s'", 'postgresql')).toBeNull();
    // MySQL: "…" is a string with backslash escapes; executable and nested comments; `--x`.
    expect(refusal('a = "a\\" " OR (SELECT 1) OR "', 'mysql', true)).not.toBeNull();
    expect(refusal("a = 'it\\'s'", 'mysql')).toBeNull();
    expect(refusal('a /*! OR 1=1 */', 'mysql')).not.toBeNull();
    expect(refusal('a /* /* */ ) */', 'postgresql')).not.toBeNull();
    expect(refusal('a --(SELECT 1)\n', 'mysql', true)).not.toBeNull();
    expect(refusal('$a$ ) OR (1 = 1 $a$', 'mysql')).not.toBeNull();
    expect(refusal("a = $$it's$$", 'postgresql')).toBeNull();
    expect(refusal('a # 1 ) OR (1 = 1\n', 'postgresql')).not.toBeNull();
    expect(refusal('a = 1 # note\n', 'mysql')).not.toBeNull();
    expect(refusal('a = 1 # note\n AND b = 2', 'mysql')).toBeNull();
    expect(refusal('`a` = 1', 'postgresql')).not.toBeNull();
  });

  it('refuses empty custom SQL', () => {
    expect(refusal('  /* nothing */ ')?.message).toBe('Custom SQL fields cannot be empty.');
  });
});
