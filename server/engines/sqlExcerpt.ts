/** Longest line excerpt shown; longer lines are cut around the error with "...". */
const WIDTH = 100;

/**
 * The line of `sql` holding `index`, with a caret under it, in the LINE n: form DuckDB and
 * libpq use; the line is cut to WIDTH characters around the caret.
 */
export function sqlExcerpt(sql: string, index: number): string {
  const at = Math.min(Math.max(index, 0), sql.length);
  const before = sql.slice(0, at);
  const lineNumber = before.split(/\r\n|\r|\n/).length;
  const lineStart = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) + 1;
  const rest = sql.slice(lineStart);
  const lineEnd = rest.search(/\r|\n/);
  const line = lineEnd < 0 ? rest : rest.slice(0, lineEnd);
  let column = at - lineStart;
  let shown = line;
  if (line.length > WIDTH) {
    const start = Math.max(0, Math.min(column - WIDTH / 2, line.length - WIDTH));
    const head = start > 0 ? '...' : '';
    shown = `${head}${line.slice(start, start + WIDTH)}${start + WIDTH < line.length ? '...' : ''}`;
    column = column - start + head.length;
  }
  const label = `LINE ${lineNumber}: `;
  // Tabs stay tabs under the line, so the caret lines up however they are shown.
  const pad = shown.slice(0, column).replace(/[^\t]/g, ' ');
  return `${label}${shown}\n${' '.repeat(label.length)}${pad}^`;
}
