/** Token separators of pasted multi-select text (spec §9): comma, CRLF, newline, tab, semicolon. */
const SEPARATORS = /\r\n|[,\n\t;]/;

/** Pasted text split into values, trimmed, empty parts dropped. */
export function splitPasted(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** "Select all" shows only in multi mode, with more than one enabled option and no search text. */
export function showSelectAll(multi: boolean, enabledOptions: number, search: string): boolean {
  return multi && enabledOptions > 1 && search === '';
}

type Choice = [string | number, string];

/** A typed value: a number when every choice is numeric and the text is one, else the text. */
export function parseTypedValue(text: string, choices: readonly Choice[]): string | number {
  const trimmed = text.trim();
  const numeric = choices.length > 0 && choices.every(([value]) => typeof value === 'number');
  if (numeric && trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
  return trimmed;
}

/** Values kept by a select: those among the choices, or all of them when free-form (spec §5). */
export function keepAllowed<T extends string | number>(
  values: readonly T[],
  choices: readonly Choice[],
  freeForm: boolean,
): T[] {
  if (freeForm) return [...values];
  const allowed = new Set(choices.map(([value]) => String(value)));
  return values.filter((value) => allowed.has(String(value)));
}
