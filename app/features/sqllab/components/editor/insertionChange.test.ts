import { describe, expect, it } from 'vitest';
import { insertionChange } from './insertionChange';

/** The document after the change, with `|` at the cursor. */
function insert(doc: string, text: string): string {
  const from = doc.indexOf('|');
  const to = doc.lastIndexOf('|') === from ? from : doc.lastIndexOf('|') - 1;
  const plain = doc.replace(/\|/g, '');
  const change = insertionChange(plain, { from, to }, text);
  const after = plain.slice(0, change.from) + change.insert + plain.slice(change.to);
  return `${after.slice(0, change.cursor)}|${after.slice(change.cursor)}`;
}

const STAR = 'SELECT * FROM flights LIMIT 100';

describe('insertionChange', () => {
  it('replaces an empty or whitespace-only editor', () => {
    expect(insert('|', STAR)).toBe(`${STAR}|`);
    expect(insert('  \n |\n', STAR)).toBe(`${STAR}|`);
  });

  it('puts the text on a new line after the cursor’s line, never glued to it', () => {
    expect(insert('select 1|', STAR)).toBe(`select 1\n\n${STAR}|`);
    expect(insert('sel|ect 1;', STAR)).toBe(`select 1;\n\n${STAR}|`);
    expect(insert('|select 1', STAR)).toBe(`select 1\n\n${STAR}|`);
  });

  it('keeps a blank line before the statement that follows', () => {
    expect(insert('select 1;|\nselect 2;', STAR)).toBe(`select 1;\n\n${STAR}|\n\nselect 2;`);
    expect(insert('select 1;|\n\nselect 2;', STAR)).toBe(`select 1;\n\n${STAR}|\n\nselect 2;`);
  });

  it('fills the blank line the cursor is on', () => {
    expect(insert('select 1;\n|\nselect 2;', STAR)).toBe(`select 1;\n${STAR}|\nselect 2;`);
    expect(insert('select 1;\n   |', STAR)).toBe(`select 1;\n${STAR}|`);
  });

  it('replaces a selection, on lines of its own when text stays beside it', () => {
    expect(insert('|select 1|', STAR)).toBe(`${STAR}|`);
    expect(insert('select |1| from t', 'x')).toBe('select \nx|\n from t');
  });

  it('trims the snippet’s own surrounding blank lines', () => {
    expect(insert('select 1|', `\n${STAR}\n`)).toBe(`select 1\n\n${STAR}|`);
  });
});
