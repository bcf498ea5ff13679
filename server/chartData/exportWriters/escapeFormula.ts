/** Text a spreadsheet would run as a formula: =, +, -, @, | or % first, maybe after blanks. */
const FORMULA_START = /^(?:""|\s+)?[=+\-@|%]/;
const NEGATIVE_NUMBER = /^-\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * CSV text a spreadsheet would evaluate, defused as Superset's CSV export does: a leading quote
 * (spreadsheets hide it) and pipes escaped; negative numbers stay as they are.
 */
export function escapeFormula(text: string): string {
  if (!FORMULA_START.test(text) || NEGATIVE_NUMBER.test(text)) return text;
  return `'${text.replaceAll('|', '\\|')}`;
}
