import { isSubDayUnit, timeUnitOf, type TimeUnit } from './calendar';
import { parseDateExpression, type DateNode } from './dateExpression';

// The phrases of a time range, rewritten into date expressions the way Superset's
// get_since_until does before evaluating them.

/** The two sides of a range as expressions; null is an unbounded side. */
export type RangeNodes = [DateNode | null, DateNode | null];

const UNIT = '(second|minute|hour|day|week|month|quarter|year)s?';
const DAY_OR_LONGER = '(day|week|month|quarter|year)s?';
const SCOPE = '(this|last|next|prior)';

const SHORTHAND = new RegExp(`^(?:last|next)\\s+(?:\\d+\\s*)?${UNIT}$`, 'i');
const CALENDAR = /^(previous calendar|current)\s+(day|week|month|quarter|year)$/i;
const FIRST_SUBUNIT = new RegExp(
  `^(?:first|1st)\\s+(week|month|quarter)\\s+of\\s+(?:${SCOPE}\\s+)?(?:the\\s+)?(week|month|quarter|year)$`,
  'i',
);
const START_OR_END = new RegExp(
  `^(start of|beginning of|end of)\\s+${SCOPE}\\s+(\\d+)?\\s*${DAY_OR_LONGER}$`,
  'i',
);
const FIRST_OF_SCOPE = new RegExp(
  `^(?:first|1st)\\s+(?:day\\s+)?of\\s+${SCOPE}\\s+${DAY_OR_LONGER}$`,
  'i',
);
const FIRST_OF_THE = /^(?:first|1st)\s+(?:day\s+)?of\s+(?:the\s+)?(week|month|quarter|year)$/i;
const SCOPED = new RegExp(`^${SCOPE}\\s+(\\d+)?\\s*${UNIT}$`, 'i');
const EXPRESSION = /^(DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY|DATEDIFF)\b/i;

const datetime = (text: string): DateNode => ({ kind: 'datetime', text });
const dateadd = (base: DateNode, value: number, unit: TimeUnit): DateNode => ({
  kind: 'dateadd',
  base,
  amount: { kind: 'int', value },
  unit,
});
const datetrunc = (base: DateNode, unit: TimeUnit): DateNode => ({ kind: 'datetrunc', base, unit });

function unitOf(word: string | undefined): TimeUnit {
  const unit = timeUnitOf(word ?? '');
  if (!unit) throw new Error(`not a unit: ${word}`); // the patterns only capture units
  return unit;
}

/** The anchor of a relative phrase: the user's relative start, else "now" below a day and "today" above. */
export function anchorFor(unit: TimeUnit, relative?: string): string {
  return relative ?? (isSubDayUnit(unit) ? 'now' : 'today');
}

/** "this|last|next|prior [N] <unit>" as an expression on the anchor. */
function scoped(
  scope: string,
  count: string | undefined,
  unit: TimeUnit,
  relativeStart?: string,
): DateNode {
  const base = datetime(anchorFor(unit, relativeStart));
  const n = count ? Number(count) : 1;
  switch (scope.toLowerCase()) {
    case 'this':
      return base;
    case 'next':
      return dateadd(base, n, unit);
    default:
      return dateadd(base, -n, unit);
  }
}

/** One side of a range ("Last week", "start of next month", "2020-01-01", "DATEADD(…)"). */
export function resolveSide(part: string, relativeStart?: string): DateNode | null {
  const text = part.trim();
  if (text === '') return null;
  let match = START_OR_END.exec(text);
  if (match) {
    const [, modifier = '', scope = '', count, unitWord] = match;
    const unit = unitOf(unitWord) as 'day' | 'week' | 'month' | 'quarter' | 'year';
    const base = scoped(scope, count, unit, relativeStart);
    return modifier.toLowerCase() === 'end of'
      ? { kind: 'lastday', base, unit }
      : datetrunc(base, unit);
  }
  if ((match = FIRST_OF_SCOPE.exec(text))) {
    const unit = unitOf(match[2]);
    return datetrunc(scoped(match[1] ?? 'this', undefined, unit, relativeStart), unit);
  }
  if ((match = FIRST_OF_THE.exec(text))) {
    const unit = unitOf(match[1]);
    return datetrunc(datetime(anchorFor(unit, relativeStart)), unit);
  }
  if ((match = SCOPED.exec(text)))
    return scoped(match[1] ?? 'this', match[2], unitOf(match[3]), relativeStart);
  if (EXPRESSION.test(text)) return parseDateExpression(text);
  return datetime(text);
}

/**
 * A range written without " : " ("Last week", "Next 3 days", "previous calendar month",
 * "Current quarter", "first week of this year"), or undefined when it is none of those.
 */
export function expandShorthand(
  text: string,
  relativeStart?: string,
  relativeEnd?: string,
): RangeNodes | undefined {
  const shorthand = SHORTHAND.exec(text);
  const defaultAnchor = shorthand ? anchorFor(unitOf(shorthand[1])) : 'today';
  if (/^last\b/i.test(text)) {
    return [resolveSide(text, relativeStart), resolveSide(relativeEnd ?? defaultAnchor)];
  }
  if (/^next\b/i.test(text)) {
    return [resolveSide(relativeStart ?? defaultAnchor), resolveSide(text, relativeStart)];
  }
  let match = CALENDAR.exec(text);
  if (match) {
    // Superset anchors these on 'today' whatever the relative start.
    const unit = unitOf(match[2]);
    const today = datetime('today');
    return match[1]?.toLowerCase() === 'current'
      ? [datetrunc(today, unit), datetrunc(dateadd(today, 1, unit), unit)]
      : [datetrunc(dateadd(today, -1, unit), unit), datetrunc(today, unit)];
  }
  if ((match = FIRST_SUBUNIT.exec(text))) {
    const [, subunitWord, scope, unitWord] = match;
    const subunit = unitOf(subunitWord);
    const unit = unitOf(unitWord);
    const start = datetrunc(scoped(scope ?? 'this', undefined, unit, relativeStart), unit);
    return [start, dateadd(start, 1, subunit)];
  }
  return undefined;
}
