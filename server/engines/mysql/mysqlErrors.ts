import { ErrorType, type ErrorTypeName } from '@common/errors/errorTypes';
import {
  accessDeniedError,
  connectTimeoutError,
  type ErrorContext,
  lostConnectionError,
  networkError,
  scrubUserAndHost,
} from '../connectionErrors';
import { EngineCancelledError, EngineError } from '../engine';
import type { SentSql } from '../limitedSql';
import { sqlExcerpt } from '../sqlExcerpt';

const BY_ERRNO: Record<number, ErrorTypeName> = {
  1146: ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
  1054: ErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
  1064: ErrorType.SYNTAX_ERROR,
  1049: ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
  1044: ErrorType.CONNECTION_ACCESS_DENIED_ERROR,
  1130: ErrorType.CONNECTION_ACCESS_DENIED_ERROR,
  1792: ErrorType.DML_NOT_ALLOWED_ERROR,
  1290: ErrorType.DML_NOT_ALLOWED_ERROR,
};

/** Server errnos and mysql2 codes of a session whose connection went away. */
const LOST_ERRNOS = new Set([1053, 1927, 2006, 2013, 4031]);
const LOST_TEXT = /closed state|Connection lost|server has gone away/i;

const NO_CONTEXT: ErrorContext = {
  engineName: 'MySQL',
  databaseName: 'MySQL',
  host: '',
  connectTimeoutMs: 10_000,
};

/**
 * A syntax error's "near '…' at line N" rewritten for the user's SQL: MySQL quotes the text it
 * ran from the error on, so the limit wrapper's tail is cut off, the line counted in the user's
 * SQL (MariaDB's count can run a line ahead), and a LINE/caret excerpt added.
 */
function nearUserSql(text: string, sent: SentSql | undefined): string {
  const match = /^([\s\S]*near ')([\s\S]*)(' at line )\d+$/.exec(text);
  if (!match || !sent || sent.offset === 0) return text;
  const [, head = '', quote = ''] = match;
  const cut = quote.endsWith('...');
  const core = cut ? quote.slice(0, -3) : quote;
  const end = sent.offset + sent.sql.length;
  const found = !cut && sent.text.endsWith(core) ? sent.text.length - core.length : -1;
  const start = found >= 0 ? found : sent.text.indexOf(core, sent.offset);
  if (start < 0) return text;
  const index = Math.min(Math.max(start - sent.offset, 0), sent.sql.length);
  const shown = sent.text.slice(start, Math.min(start + core.length, end));
  const more = cut && start + core.length < end ? '...' : '';
  const line = sent.sql.slice(0, index).split(/\r\n|\r|\n/).length;
  return `${head}${shown}${more}' at line ${line}\n\n${sqlExcerpt(sent.sql, index)}`;
}

/** Turns whatever mysql2 threw into an EngineError with Superset's error type. */
export function mysqlError(error: unknown, context: ErrorContext = NO_CONTEXT): EngineError {
  if (error instanceof EngineError) return error;
  const { errno, code, message, syscall } = error as {
    errno?: number;
    code?: string;
    message?: string;
    syscall?: string;
  };
  const text = message || String(error);
  if (errno === 1317 || errno === 3024 || code === 'ER_QUERY_INTERRUPTED')
    return new EngineCancelledError('MySQL');
  if (errno === 1045 || errno === 1698)
    return accessDeniedError(context, ErrorType.CONNECTION_ACCESS_DENIED_ERROR, text);
  if (code === 'ETIMEDOUT' && syscall === 'connect') return connectTimeoutError(context, text);
  if (
    (errno !== undefined && LOST_ERRNOS.has(errno)) ||
    code === 'PROTOCOL_CONNECTION_LOST' ||
    (errno === undefined && LOST_TEXT.test(text))
  )
    return lostConnectionError(context, text);
  const network = networkError(context, code, text);
  if (network) return network;
  const shown = nearUserSql(scrubUserAndHost(text, context), context.sent);
  if (errno === 1792) {
    return new EngineError(
      `This database is read-only in Tessera (no DML allowed): ${shown}`,
      ErrorType.DML_NOT_ALLOWED_ERROR,
      'MySQL',
    );
  }
  const type =
    (errno !== undefined ? BY_ERRNO[errno] : undefined) ?? ErrorType.GENERIC_DB_ENGINE_ERROR;
  return new EngineError(shown, type, 'MySQL');
}
