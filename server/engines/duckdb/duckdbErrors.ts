import { ErrorType, type ErrorTypeName } from '@common/errors/errorTypes';
import { EngineCancelledError, EngineError } from '../engine';
import { indexOfByte, type SentSql, userIndex } from '../limitedSql';
import { sqlExcerpt } from '../sqlExcerpt';

const PATTERNS: [RegExp, ErrorTypeName][] = [
  [
    /^Catalog Error: Table( Function)? with name .* does not exist/i,
    ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
  ],
  [/^Catalog Error: Schema with name .* does not exist/i, ErrorType.SCHEMA_DOES_NOT_EXIST_ERROR],
  [/^Binder Error: Referenced column .* not found/i, ErrorType.COLUMN_DOES_NOT_EXIST_ERROR],
  [/^Parser Error/i, ErrorType.SYNTAX_ERROR],
  [/read-only mode|read_only|attached in read-only/i, ErrorType.DML_NOT_ALLOWED_ERROR],
];

/** DuckDB's structured error (the instance runs with errors_as_json). */
interface DuckDbErrorJson {
  exception_type?: string;
  exception_message?: string;
  position?: string;
}

/** The JSON part of a DuckDB error message; some errors prefix it with "<Type> Error: ". */
function parseErrorJson(message: string): DuckDbErrorJson | undefined {
  const start = message.indexOf('{');
  if (start < 0) return undefined;
  try {
    const parsed: unknown = JSON.parse(message.slice(start));
    return parsed !== null && typeof parsed === 'object' ? (parsed as DuckDbErrorJson) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * DuckDB's message in its usual "<Type> Error: <text>" form, with the LINE/caret excerpt drawn
 * from the user's SQL: the position DuckDB gives is in the text it ran (maybe limit-wrapped).
 */
function readableMessage(raw: string, sent: SentSql | undefined): string {
  const json = parseErrorJson(raw);
  if (!json?.exception_message) return raw;
  const type = json.exception_type ?? 'Error';
  let message = `${type} Error: ${json.exception_message}`;
  const position = Number(json.position);
  if (sent && json.position !== undefined && Number.isInteger(position)) {
    const index = userIndex(sent, indexOfByte(sent.text, position));
    message += `\n\n${sqlExcerpt(sent.sql, index)}`;
  }
  return message;
}

/**
 * DuckDB's words when another process holds the file ("Could not set lock on file "<path>":
 * Conflicting lock is held in <program> (PID <n>)"): they name a path and a process of the
 * server, so the answer says it plainly instead.
 */
const LOCK_CONFLICT = /Could not set lock on file|Conflicting lock is held/i;

/** What a file another process holds answers. */
export const FILE_IN_USE_MESSAGE =
  'The database file is in use by another program. Try again once that program has closed it.';

function fileInUse(): EngineError {
  return new EngineError(FILE_IN_USE_MESSAGE, ErrorType.GENERIC_DB_ENGINE_ERROR, 'DuckDB');
}

/** Turns a failure to open a DuckDB file into an EngineError that names no path or process. */
export function duckdbOpenError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (LOCK_CONFLICT.test(message)) return fileInUse();
  return new EngineError(message, ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR, 'DuckDB');
}

/** Turns whatever DuckDB threw into an EngineError with Superset's error type. */
export function duckdbError(error: unknown, sent?: SentSql): EngineError {
  if (error instanceof EngineError) return error;
  const raw = error instanceof Error ? error.message : String(error);
  if (LOCK_CONFLICT.test(raw)) return fileInUse();
  const message = readableMessage(raw, sent);
  if (/^INTERRUPT Error/i.test(message)) return new EngineCancelledError('DuckDB');
  if (/Cannot prepare multiple statements/i.test(message)) {
    return new EngineError('Run one statement at a time.', ErrorType.INVALID_SQL_ERROR, 'DuckDB');
  }
  const type =
    PATTERNS.find(([pattern]) => pattern.test(message))?.[1] ?? ErrorType.GENERIC_DB_ENGINE_ERROR;
  return new EngineError(message, type, 'DuckDB');
}
