import { describe, expect, it } from 'vitest';
import { splitPassword, withPassword } from './databaseUri';

describe('database URI passwords', () => {
  it('splits a password out and puts it back, with special characters', () => {
    const { uriWithoutPassword, password } = splitPassword(
      'postgresql://bob:p%40ss%2Fw@db.example:5432/sales',
    );
    expect(password).toBe('p@ss/w');
    expect(uriWithoutPassword).toBe('postgresql://bob@db.example:5432/sales');
    expect(withPassword(uriWithoutPassword, password)).toBe(
      'postgresql://bob:p%40ss%2Fw@db.example:5432/sales',
    );
    expect(withPassword(uriWithoutPassword, 'XXXXXXXXXX')).toBe(
      'postgresql://bob:XXXXXXXXXX@db.example:5432/sales',
    );
  });

  it('leaves URIs without passwords and DuckDB paths alone', () => {
    expect(splitPassword('mysql://root@127.0.0.1:3306/test')).toEqual({
      uriWithoutPassword: 'mysql://root@127.0.0.1:3306/test',
      password: undefined,
    });
    expect(splitPassword('duckdb:///examples.duckdb').uriWithoutPassword).toBe(
      'duckdb:///examples.duckdb',
    );
  });
});
