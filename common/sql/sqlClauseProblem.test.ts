import { describe, expect, it } from 'vitest';
import { sqlClauseProblem } from './sqlClauseProblem';

describe('sqlClauseProblem', () => {
  it('accepts one expression, with strings, quoted names and closed comments', () => {
    for (const clause of [
      "region = 'west'",
      "name = 'it''s; -- fine'",
      '"weird;name" > 3 /* a note */',
      "a IN (SELECT id FROM t WHERE (x = ')'))",
      'notes = $$--$$ OR a = 1 -- explained\n AND b = 2',
    ])
      expect(sqlClauseProblem(clause), clause).toBeUndefined();
  });

  it('refuses a second statement', () => {
    expect(sqlClauseProblem("region = 'west'; DROP TABLE users")).toMatch(/second statement/);
    expect(sqlClauseProblem('1 = 1;')).toMatch(/second statement/);
  });

  it('refuses a comment that runs to the end', () => {
    expect(sqlClauseProblem("region = 'west' --")).toMatch(/comment/);
    expect(sqlClauseProblem("region = 'west' # mysql")).toMatch(/comment/);
    expect(sqlClauseProblem("region = 'west' /* open")).toMatch(/comment/);
  });

  it('refuses an unterminated string or quoted name', () => {
    expect(sqlClauseProblem("region = 'west")).toMatch(/unterminated/);
    expect(sqlClauseProblem("region = 'west\\'")).toMatch(/unterminated/);
    expect(sqlClauseProblem('"region = 1')).toMatch(/unterminated/);
  });

  it('refuses parentheses that break out of the wrapper', () => {
    expect(sqlClauseProblem('1=1) OR (1=1')).toMatch(/did not open/);
    expect(sqlClauseProblem('(a = 1')).toMatch(/open/);
  });
});
