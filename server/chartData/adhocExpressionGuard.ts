import { ErrorType } from '@common/errors/errorTypes';
import { type SqlToken, tokenize } from '@common/sql/tokenize';
import type { Backend } from '@server/engines/engine';
import { ChartQueryError } from './chartQueryError';

/** Superset's answer when custom SQL holds a query and the database does not allow that. */
export const ADHOC_SUBQUERY_MESSAGE = 'Custom SQL fields cannot contain sub-queries.';

export interface ExpressionGuardOptions {
  backend: Backend;
  /** The database's `allow_adhoc_subquery`. */
  allowSubquery: boolean;
}

// Words that start a query where an expression would stand: `(SELECT …)`, `(WITH …)`,
// `(VALUES …)`, `(TABLE t)`, DuckDB's `(FROM t)` and its other query statements.
const QUERY_OPENERS = new Set([
  'with',
  'values',
  'table',
  'from',
  'show',
  'describe',
  'summarize',
  'pivot',
  'unpivot',
  'explain',
  'call',
]);

function refuse(message: string): never {
  throw new ChartQueryError(`Custom SQL fields ${message}`, ErrorType.INVALID_SQL_ERROR);
}

/**
 * Where the quoted token at `start` ends in the engine's own reading (index after the closing
 * quote), or null when it does not end.
 */
function engineQuotedEnd(sql: string, start: number, backslashEscapes: boolean): number | null {
  const quote = sql[start];
  let i = start + 1;
  while (i < sql.length) {
    const char = sql[i];
    if (char === '\\' && backslashEscapes) {
      i += 2;
      continue;
    }
    if (char === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i += 1;
  }
  return null;
}

/** Whether the engine escapes with backslashes inside the quoted token at `index`. */
function backslashEscapes(tokens: SqlToken[], index: number, backend: Backend): boolean {
  const quote = tokens[index]!.text[0];
  if (backend === 'mysql') return quote === "'" || quote === '"';
  // PostgreSQL and DuckDB: only E'…' strings.
  const previous = tokens[index - 1];
  return quote === "'" && previous?.kind === 'word' && previous.text.toLowerCase() === 'e';
}

/** A quoted token must end where the engine ends it, and must end. */
function checkQuoted(
  sql: string,
  tokens: SqlToken[],
  index: number,
  start: number,
  backend: Backend,
): void {
  const token = tokens[index]!;
  if (token.text.startsWith('$')) {
    // Dollar quoting is PostgreSQL's and DuckDB's; MySQL reads `$a$` as a name.
    if (backend === 'mysql') refuse('cannot contain dollar-quoted strings.');
    const tag = token.text.slice(0, token.text.indexOf('$', 1) + 1);
    if (token.text.length < tag.length * 2 || !token.text.endsWith(tag))
      refuse('cannot contain an unterminated string.');
    return;
  }
  if (token.text.startsWith('`') && backend !== 'mysql') refuse('cannot contain backquoted names.');
  const end = engineQuotedEnd(sql, start, backslashEscapes(tokens, index, backend));
  if (end === null) refuse('cannot contain an unterminated string or quoted name.');
  if (end !== start + token.text.length)
    refuse('cannot contain strings whose end depends on backslash escapes.');
}

/** A comment must not hide the rest of the statement or be read differently by the engine. */
function checkComment(token: SqlToken, atEnd: boolean, backend: Backend): void {
  const text = token.text;
  if (text.startsWith('/*')) {
    if (text.length < 4 || !text.endsWith('*/')) refuse('cannot contain an unterminated comment.');
    // MySQL runs /*! … */ and MariaDB /*M! … */; PostgreSQL nests comments.
    if (/^\/\*(!|M!)/i.test(text) || text.slice(2, -2).includes('/*'))
      refuse('cannot contain executable or nested comments.');
    return;
  }
  if (atEnd) refuse('cannot end with a comment.');
  if (text.startsWith('#') && backend !== 'mysql') refuse("cannot contain '#'.");
  // MySQL needs a space after --; PostgreSQL also ends line comments at a carriage return.
  if (text.startsWith('--') && text.length > 2 && !/^--[ \t]/.test(text))
    refuse("cannot contain '--' without a space after it.");
  if (text.includes('\r')) refuse('cannot contain a carriage return in a comment.');
}

/**
 * Checks that custom SQL (an adhoc metric, column, filter or `extras.where`/`having`) is one
 * expression that stays inside the parentheses the compiler puts around it: no second statement,
 * no unbalanced parenthesis, no comment or string that hides the rest, and no sub-query unless
 * the database allows them. Returns the expression trimmed.
 */
export function guardAdhocExpression(sql: string, options: ExpressionGuardOptions): string {
  // Trimmed first: a line comment followed only by a newline would end the text once embedded.
  const text = sql.trim();
  const tokens = tokenize(text);
  let depth = 0;
  let position = 0;
  let meaningful = false;
  let hasQuery = false;
  for (const [index, token] of tokens.entries()) {
    const start = position;
    position += token.text.length;
    if (token.kind === 'string' || token.kind === 'quoted')
      checkQuoted(text, tokens, index, start, options.backend);
    if (token.kind === 'comment') checkComment(token, position >= text.length, options.backend);
    if (token.kind === 'space' || token.kind === 'comment') continue;
    meaningful = true;
    if (token.text === ';') refuse('cannot contain more than one statement.');
    if (token.text === '(') depth += 1;
    if (token.text === ')' && --depth < 0) refuse('must have balanced parentheses.');
    const word = token.kind === 'word' ? token.text.toLowerCase() : '';
    if (word === 'select' || (QUERY_OPENERS.has(word) && previousMeaningful(tokens, index) === '('))
      hasQuery = true;
  }
  if (depth !== 0) refuse('must have balanced parentheses.');
  if (!meaningful) refuse('cannot be empty.');
  if (hasQuery && !options.allowSubquery)
    throw new ChartQueryError(ADHOC_SUBQUERY_MESSAGE, ErrorType.ADHOC_SUBQUERY_NOT_ALLOWED_ERROR);
  return text;
}

function previousMeaningful(tokens: SqlToken[], index: number): string | undefined {
  for (let i = index - 1; i >= 0; i -= 1) {
    const token = tokens[i]!;
    if (token.kind !== 'space' && token.kind !== 'comment') return token.text;
  }
  return undefined;
}
