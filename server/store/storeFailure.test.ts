import BetterSqlite3 from 'better-sqlite3';
import { DatabaseError } from 'pg';
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../errors';
import { storeError } from './storeFailure';

const pgError = (code: string) => Object.assign(new DatabaseError('x', 1, 'error'), { code });

describe('storeError', () => {
  it('turns outages of either store into StoreUnavailableError, keeping the cause', () => {
    for (const error of [
      new BetterSqlite3.SqliteError('database is locked', 'SQLITE_BUSY'),
      new BetterSqlite3.SqliteError('disk I/O error', 'SQLITE_IOERR_WRITE'),
      new BetterSqlite3.SqliteError('database or disk is full', 'SQLITE_FULL'),
      pgError('57P01'),
      pgError('08006'),
      pgError('53300'),
      pgError('25006'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ]) {
      const mapped = storeError(error);
      expect(mapped).toBeInstanceOf(StoreUnavailableError);
      expect((mapped as StoreUnavailableError).cause).toBe(error);
    }
  });

  it('leaves other failures as they are: a broken query is a bug, not an outage', () => {
    for (const error of [
      new BetterSqlite3.SqliteError('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE'),
      new BetterSqlite3.SqliteError('no such table: x', 'SQLITE_ERROR'),
      pgError('23505'),
      pgError('42P01'),
      new Error('plain'),
    ])
      expect(storeError(error)).toBe(error);
  });

  it('names the cause of a refused connection to a host with several addresses', () => {
    const refused = Object.assign(
      new AggregateError([new Error('connect ECONNREFUSED ::1:5432')], ''),
      { code: 'ECONNREFUSED' },
    );
    expect(new StoreUnavailableError(refused).reason).toBe('connect ECONNREFUSED ::1:5432');
  });
});
