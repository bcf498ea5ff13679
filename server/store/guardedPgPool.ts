import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { StoreUnavailableError } from '../errors';
import { isStoreUnavailable } from './storeFailure';

/** Called when the store's server ends one of the pool's connections (a restart, an admin). */
export type ConnectionLostListener = (error: Error) => void;

/**
 * The pool as Kysely sees it, made safe against losing the server: every connection has an
 * `error` listener (pg-pool listens only on idle ones, so a checked-out connection, or one inside
 * a transaction, that lost its server emitted an unhandled `error` and ended the process), a
 * failed connect or a query on a lost connection throws StoreUnavailableError, and a lost
 * connection is destroyed on release instead of going back to the pool. New connections are
 * made on demand, so service resumes by itself once the server is back.
 */
export function guardedPgPool(
  pool: pg.Pool,
  onConnectionLost?: ConnectionLostListener,
): PostgresPool {
  const lost = new WeakSet<pg.PoolClient>();
  const guarded = new WeakMap<pg.PoolClient, GuardedClient>();
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      lost.add(client as pg.PoolClient);
      onConnectionLost?.(error);
    });
  });
  // An idle connection's error: pg-pool drops it itself; this only keeps it from being unhandled.
  pool.on('error', () => undefined);
  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        // Refused, timed out, or the database does not take connections now: all "away".
        throw new StoreUnavailableError(error);
      }
      let wrapper = guarded.get(client);
      if (!wrapper) {
        wrapper = new GuardedClient(client, lost);
        guarded.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/** One pooled connection as Kysely uses it: plain queries (no cursors) and release. */
class GuardedClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly lost: WeakSet<pg.PoolClient>,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // The store's dialect has no cursor configured, so Kysely never passes one.
    if (typeof sqlOrCursor !== 'string') throw new Error('Cursors are not used on the store');
    return this.run<R>(sqlOrCursor, parameters);
  }

  private async run<R>(
    sql: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> {
    try {
      const result = await this.client.query(sql, [...parameters]);
      return result as unknown as PostgresQueryResult<R>;
    } catch (error) {
      // A query on a connection that lost its server fails with pg's own wording
      // ("Connection terminated unexpectedly", "… is not queryable"): the mark says it all.
      if (this.lost.has(this.client) || isStoreUnavailable(error)) {
        this.lost.add(this.client);
        throw new StoreUnavailableError(error);
      }
      throw error;
    }
  }

  release(): void {
    // `true` destroys the connection rather than pooling a dead one.
    this.client.release(this.lost.has(this.client) || undefined);
  }
}
