import { StoreUnavailableError } from '../errors';

// PostgreSQL SQLSTATEs of a server that went away or cannot take work now: class 08 (connection
// exception), 57P01–57P03 (terminated by an administrator, crashed, starting up), class 53
// (disk full, out of memory, too many connections), 25006 (a read-only standby after a
// fail-over), 55000 is left out: outside connecting it means a bug, not an outage.
const PG_UNAVAILABLE = /^(08|57P0[1-3]|53|25006$)/;
// Socket errors of a store server that is down or unreachable.
const NET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLite: another writer held the lock past busy_timeout, or the disk failed, filled or vanished.
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|IOERR|FULL|CANTOPEN|PROTOCOL)/;

/** Whether a store error means "the store cannot take this now" rather than a bad query. */
export function isStoreUnavailable(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return PG_UNAVAILABLE.test(code) || NET_UNAVAILABLE.has(code) || SQLITE_UNAVAILABLE.test(code);
}

/** The error to throw for a failed store call: StoreUnavailableError for outages, else as is. */
export function storeError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError || !isStoreUnavailable(error)) return error;
  return new StoreUnavailableError(error);
}
