/** Where inserted text goes and where the cursor ends, in document offsets. */
export interface InsertionChange {
  from: number;
  to: number;
  insert: string;
  /** The cursor after the change: at the end of the inserted text. */
  cursor: number;
}

/** The selection or cursor the text is inserted at. */
export interface InsertionRange {
  from: number;
  to: number;
}

const blank = (text: string) => text.trim() === '';

/**
 * How to insert a snippet (a table's "select *", a query from the history) so that it is never
 * glued to the text around the cursor: it replaces a blank document or a selection, and
 * otherwise starts a line of its own after the cursor's line (or on the cursor's blank line).
 */
export function insertionChange(doc: string, at: InsertionRange, text: string): InsertionChange {
  const snippet = text.trim();
  if (blank(doc)) return { from: 0, to: doc.length, insert: snippet, cursor: snippet.length };
  const lineStart = doc.lastIndexOf('\n', at.from - 1) + 1;
  const nextBreak = doc.indexOf('\n', at.to);
  const lineEnd = nextBreak === -1 ? doc.length : nextBreak;
  if (at.from !== at.to) {
    // A selection is replaced, on lines of its own when text stays beside it.
    const before = blank(doc.slice(lineStart, at.from)) ? '' : '\n';
    const after = blank(doc.slice(at.to, lineEnd)) ? '' : '\n';
    const insert = `${before}${snippet}${after}`;
    return { from: at.from, to: at.to, insert, cursor: at.from + before.length + snippet.length };
  }
  if (blank(doc.slice(lineStart, lineEnd))) {
    return {
      from: lineStart,
      to: lineEnd,
      insert: snippet,
      cursor: lineStart + snippet.length,
    };
  }
  // Blank lines set the snippet apart from the statements before and after it.
  const following = nextBreak === -1 ? '' : doc.slice(nextBreak + 1).split('\n', 1)[0];
  const insert = `\n\n${snippet}${blank(following ?? '') ? '' : '\n'}`;
  return { from: lineEnd, to: lineEnd, insert, cursor: lineEnd + 2 + snippet.length };
}
