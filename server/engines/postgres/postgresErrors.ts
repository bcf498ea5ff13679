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
import { indexOfCodePoint, userIndex } from '../limitedSql';
import { sqlExcerpt } from '../sqlExcerpt';

const BY_SQLSTATE: Record<string, ErrorTypeName> = {
  '42P01': ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
  '42703': ErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
  '3F000': ErrorType.SCHEMA_DOES_NOT_EXIST_ERROR,
  '42601': ErrorType.SYNTAX_ERROR,
  '25006': ErrorType.DML_NOT_ALLOWED_ERROR,
  '3D000': ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
};

/** SQLSTATEs and pg client texts of a session whose server side went away. */
const LOST_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006']);
const LOST_TEXT =
  /Connection terminated|not queryable|server closed the connection|terminating connection/i;
const TIMEOUT_TEXT = /connection timeout|timeout expired/i;

const NO_CONTEXT: ErrorContext = {
  engineName: 'PostgreSQL',
  databaseName: 'PostgreSQL',
  host: '',
  connectTimeoutMs: 10_000,
};

/** The message with a LINE/caret excerpt of the user's SQL when PostgreSQL gave a position. */
function withExcerpt(text: string, position: unknown, context: ErrorContext): string {
  const sent = context.sent;
  const at = Number(position);
  if (!sent || !Number.isInteger(at) || at < 1) return text;
  const index = userIndex(sent, indexOfCodePoint(sent.text, at));
  return `${text}\n\n${sqlExcerpt(sent.sql, index)}`;
}

/** Turns whatever pg threw into an EngineError with Superset's error type. */
export function postgresError(error: unknown, context: ErrorContext = NO_CONTEXT): EngineError {
  if (error instanceof EngineError) return error;
  const { code, message, position } = error as {
    code?: string;
    message?: string;
    position?: string;
  };
  const text = message || String(error);
  if (code === '57014') return new EngineCancelledError('PostgreSQL');
  if (code === '28P01')
    return accessDeniedError(context, ErrorType.CONNECTION_INVALID_PASSWORD_ERROR, text);
  if (code === '28000' && /role .* does not exist/i.test(text))
    return accessDeniedError(context, ErrorType.CONNECTION_INVALID_USERNAME_ERROR, text);
  if (code === '28000')
    return accessDeniedError(context, ErrorType.CONNECTION_ACCESS_DENIED_ERROR, text);
  if ((code && LOST_STATES.has(code)) || (!code && LOST_TEXT.test(text)))
    return lostConnectionError(context, text);
  if (!code && TIMEOUT_TEXT.test(text)) return connectTimeoutError(context, text);
  const network = networkError(context, code, text);
  if (network) return network;
  if (code === '42601' && /multiple commands/i.test(text)) {
    return new EngineError(
      'Run one statement at a time: PostgreSQL refused a second statement.',
      ErrorType.INVALID_SQL_ERROR,
      'PostgreSQL',
    );
  }
  const shown = withExcerpt(scrubUserAndHost(text, context), position, context);
  if (code === '25006') {
    return new EngineError(
      `This database is read-only in Tessera (no DML allowed): ${shown}`,
      ErrorType.DML_NOT_ALLOWED_ERROR,
      'PostgreSQL',
    );
  }
  const type = (code ? BY_SQLSTATE[code] : undefined) ?? ErrorType.GENERIC_DB_ENGINE_ERROR;
  return new EngineError(shown, type, 'PostgreSQL');
}
