import { ErrorType } from '@common/errors/errorTypes';
import { EngineError, type EngineOptions } from './engine';
import type { SentSql } from './limitedSql';

/** What an error mapper needs to phrase a database's failure for the person who ran it. */
export interface ErrorContext {
  engineName: string;
  /** The registered database's name, else the URI's database, else the engine's name. */
  databaseName: string;
  /** The URI's host: never shown, nor the connection's user. */
  host: string;
  connectTimeoutMs: number;
  /** The statement of a run, when the error is about it. */
  sent?: SentSql;
}

/** The error context of an engine's database. */
export function errorContext(
  options: EngineOptions,
  engineName: string,
  connectTimeoutMs: number,
): ErrorContext {
  let url: URL | undefined;
  try {
    url = new URL(options.uri);
  } catch {
    url = undefined;
  }
  const database = url && !/^duckdb:/i.test(options.uri) ? url.pathname.slice(1) : '';
  return {
    engineName,
    databaseName: options.databaseName || safeDecode(database) || engineName,
    host: url?.hostname.replace(/^\[(.*)\]$/, '$1') ?? '',
    connectTimeoutMs,
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An engine's message without the connection's user or host (MySQL's 'u'@'h', libpq's user "u"). */
export function scrubUserAndHost(text: string, context: ErrorContext): string {
  let scrubbed = text
    .replace(/'[^'\n]*'@'[^'\n]*'/g, '[user]')
    .replace(/\bHost '[^'\n]*'/g, 'Host [host]')
    .replace(/\b(user|role|host)\s+"[^"\n]*"/gi, '$1 [$1]');
  if (context.host.length > 0) {
    const host = new RegExp(`(?<![\\w.-])${escapeRegExp(context.host)}(?![\\w-])`, 'gi');
    scrubbed = scrubbed.replace(host, '[host]');
  }
  return scrubbed;
}

/** A connection failure's text (no SQL in it) without user, host names or addresses. */
export function scrubConnectionText(text: string, context: ErrorContext): string {
  return scrubUserAndHost(text, context)
    .replace(/\b\d{1,3}(\.\d{1,3}){3}(:\d+)?\b/g, '[host]')
    .replace(/\[?[0-9a-f]*(:[0-9a-f]*){2,8}\]?(:\d+)?/gi, (match) =>
      /::|(:[0-9a-f]*){7}/i.test(match) ? '[host]' : match,
    );
}

/** The connection to the database ended under a running or idle session. */
export function lostConnectionError(context: ErrorContext, detail: string): EngineError {
  return new EngineError(
    `The connection to ${context.databaseName} was lost`,
    ErrorType.CONNECTION_HOST_DOWN_ERROR,
    context.engineName,
    { detail: scrubConnectionText(detail, context) },
  );
}

/** Connecting took longer than the connect timeout. */
export function connectTimeoutError(context: ErrorContext, detail: string): EngineError {
  const seconds = Math.round(context.connectTimeoutMs / 100) / 10;
  return new EngineError(
    `Connecting to ${context.databaseName} timed out after ${seconds} second${seconds === 1 ? '' : 's'} (the connect timeout)`,
    ErrorType.CONNECTION_DATABASE_TIMEOUT,
    context.engineName,
    { detail: scrubConnectionText(detail, context) },
  );
}

/** The database refused the connection's user or password; neither is named. */
export function accessDeniedError(
  context: ErrorContext,
  errorType:
    | typeof ErrorType.CONNECTION_ACCESS_DENIED_ERROR
    | typeof ErrorType.CONNECTION_INVALID_PASSWORD_ERROR
    | typeof ErrorType.CONNECTION_INVALID_USERNAME_ERROR,
  detail: string,
): EngineError {
  const what =
    errorType === ErrorType.CONNECTION_INVALID_PASSWORD_ERROR
      ? 'did not accept the password of the connection'
      : errorType === ErrorType.CONNECTION_INVALID_USERNAME_ERROR
        ? 'does not know the user of the connection'
        : 'refused the user name or password of the connection';
  return new EngineError(`${context.databaseName} ${what}`, errorType, context.engineName, {
    detail: scrubConnectionText(detail, context),
  });
}

/** A Node network failure (refused, unknown host, unreachable), or undefined for other errors. */
export function networkError(
  context: ErrorContext,
  code: unknown,
  detail: string,
): EngineError | undefined {
  const name = context.databaseName;
  const make = (message: string, type: EngineError['errorType']) =>
    new EngineError(message, type, context.engineName, {
      detail: scrubConnectionText(detail, context),
    });
  switch (code) {
    case 'ECONNREFUSED':
      return make(
        `${name} refused the connection: is the server running, and is the port right?`,
        ErrorType.CONNECTION_PORT_CLOSED_ERROR,
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return make(
        `The host of ${name} could not be found`,
        ErrorType.CONNECTION_INVALID_HOSTNAME_ERROR,
      );
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ETIMEDOUT':
      return make(`The host of ${name} cannot be reached`, ErrorType.CONNECTION_HOST_DOWN_ERROR);
    case 'ECONNRESET':
    case 'EPIPE':
      return lostConnectionError(context, detail);
    default:
      return undefined;
  }
}
