import { type SqlToken, scanTokens } from './tokenize';

const meaningful = (token: SqlToken) => token.kind !== 'space' && token.kind !== 'comment';

/** Splits a script on top-level semicolons; empty statements (only comments) are dropped. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let hasContent = false;
  scanTokens(sql, (token, at) => {
    if (token.kind === 'punct' && token.text === ';') {
      if (hasContent) statements.push(sql.slice(start, at).trim());
      start = at + 1;
      hasContent = false;
    } else if (meaningful(token)) {
      hasContent = true;
    }
  });
  if (hasContent) statements.push(sql.slice(start).trim());
  return statements;
}

/** The first keyword of a statement, upper-cased ('' when there is none). */
export function firstKeyword(statement: string): string {
  let keyword = '';
  // Only as far as the first token that is neither space nor comment.
  scanTokens(statement, (token) => {
    if (!meaningful(token)) return false;
    if (token.kind === 'word') keyword = token.text.toUpperCase();
    return true;
  });
  return keyword;
}

const READ_KEYWORDS = new Set([
  'SELECT',
  'WITH',
  'VALUES',
  'TABLE',
  'FROM',
  'SHOW',
  'DESCRIBE',
  'DESC',
  'EXPLAIN',
  'SUMMARIZE',
]);
const LIMITABLE_KEYWORDS = new Set(['SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM']);

/** First keywords of statements that write, change or control something, in any engine we speak. */
const OTHER_STATEMENT_KEYWORDS = new Set(
  (
    'INSERT UPDATE DELETE MERGE UPSERT REPLACE CREATE DROP ALTER TRUNCATE RENAME COMMENT GRANT ' +
    'REVOKE DENY COPY ATTACH DETACH INSTALL UNINSTALL LOAD SET RESET CALL EXEC EXECUTE DO BEGIN ' +
    'START COMMIT ROLLBACK END ABORT SAVEPOINT RELEASE XA VACUUM ANALYZE ANALYSE OPTIMIZE REPAIR ' +
    'CHECK CHECKSUM CHECKPOINT LOCK UNLOCK USE PRAGMA IMPORT EXPORT REINDEX REFRESH CLUSTER ' +
    'DECLARE PREPARE DEALLOCATE LISTEN NOTIFY UNLISTEN SECURITY HANDLER FLUSH KILL SHUTDOWN PURGE ' +
    'FETCH MOVE CLOSE DISCARD REASSIGN OPEN GET SIGNAL RESIGNAL HELP BINLOG CACHE FORCE UNDO'
  ).split(' '),
);

/**
 * True when a statement starts with no SQL statement keyword at all (`selec 1`): a typo, which
 * deserves a syntax error rather than a refusal for writing.
 */
export function isUnknownStatement(statement: string): boolean {
  const keyword = firstKeyword(statement);
  return (
    /^[A-Z_][A-Z0-9_]*$/.test(keyword) &&
    !READ_KEYWORDS.has(keyword) &&
    !OTHER_STATEMENT_KEYWORDS.has(keyword)
  );
}

/** True for statements that only read, judged by their first keyword (a second line of defence). */
export function isReadStatement(statement: string): boolean {
  return READ_KEYWORDS.has(firstKeyword(statement));
}

/** True for statements whose rows can be limited by wrapping them in a subquery. */
export function isLimitable(statement: string): boolean {
  return LIMITABLE_KEYWORDS.has(firstKeyword(statement));
}

/** A token that is neither space nor comment, and where it starts. */
type Placed = { token: SqlToken; start: number };

function meaningfulTokens(statement: string): Placed[] {
  const placed: Placed[] = [];
  scanTokens(statement, (token, start) => {
    if (meaningful(token)) placed.push({ token, start });
  });
  return placed;
}

/** The number of the last top-level `LIMIT n` (of `LIMIT offset, n` the n), if any. */
function limitNumber(placed: Placed[]): Placed | undefined {
  let found: Placed | undefined;
  for (let i = 0; i < placed.length; i++) {
    const { token } = placed[i] as Placed;
    if (token.depth !== 0 || token.kind !== 'word' || token.text.toUpperCase() !== 'LIMIT')
      continue;
    const next = placed[i + 1];
    const comma = placed[i + 2];
    const count = placed[i + 3];
    if (next?.token.kind !== 'number') found = undefined;
    else if (comma?.token.text === ',' && count?.token.kind === 'number') found = count;
    else found = next;
  }
  return found;
}

/** Rewrites a statement's own top-level `LIMIT n` to `LIMIT limit` (Superset fetches limit + 1). */
export function replaceStatementLimit(statement: string, limit: number): string {
  const number = limitNumber(meaningfulTokens(statement));
  if (!number) return statement;
  const end = number.start + number.token.text.length;
  return `${statement.slice(0, number.start)}${limit}${statement.slice(end)}`;
}

/**
 * The row limit a statement sets itself: a top-level `LIMIT n` (or `FETCH FIRST n ROWS`),
 * or undefined when there is none or it is not a plain number.
 */
export function statementLimit(statement: string): number | undefined {
  const tokens: SqlToken[] = [];
  scanTokens(statement, (token) => {
    if (meaningful(token)) tokens.push(token);
  });
  let found: number | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token || token.depth !== 0 || token.kind !== 'word') continue;
    const word = token.text.toUpperCase();
    if (word === 'LIMIT') {
      const next = tokens[i + 1];
      const afterNext = tokens[i + 2];
      if (next?.kind === 'number' && /^\d+$/.test(next.text)) {
        // MySQL's `LIMIT offset, count` form.
        if (afterNext?.text === ',' && tokens[i + 3]?.kind === 'number') {
          found = Number(tokens[i + 3]?.text);
        } else {
          found = Number(next.text);
        }
      } else {
        found = undefined;
      }
    } else if (word === 'FETCH') {
      const numberToken = tokens.slice(i + 1, i + 4).find((t) => t.kind === 'number');
      if (numberToken && /^\d+$/.test(numberToken.text)) found = Number(numberToken.text);
    }
  }
  return found;
}
