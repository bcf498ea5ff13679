import { addUnits, daysBetween, lastDay, timeUnitOf, truncate, type TimeUnit } from './calendar';
import { holidayDate } from './holidays';
import { parseHumanDate } from './humanDate';
import { TimeRangeError } from './timeRangeError';

// The expression language of time ranges (Superset's pyparsing grammar), case-insensitive:
//   date := DATETIME('text') | DATEADD(date, int, unit) | DATETRUNC(date, unit)
//         | LASTDAY(date, year|quarter|month|week|day) | HOLIDAY('name'[, date[, 'country']])
//   int  := [+-]digits | DATEDIFF(date, date[, year|day])
// A trailing comma inside the parentheses is allowed, as in Superset.

/** The units LASTDAY accepts. */
export type LastDayUnit = 'year' | 'quarter' | 'month' | 'week' | 'day';

/** A parsed date expression. */
export type DateNode =
  | { kind: 'datetime'; text: string }
  | { kind: 'dateadd'; base: DateNode; amount: IntNode; unit: TimeUnit }
  | { kind: 'datetrunc'; base: DateNode; unit: TimeUnit }
  | { kind: 'lastday'; base: DateNode; unit: LastDayUnit }
  | { kind: 'holiday'; name: string; base?: DateNode; country?: string };

/** A parsed integer operand of DATEADD. */
export type IntNode =
  | { kind: 'int'; value: number }
  | { kind: 'datediff'; from: DateNode; to: DateNode; unit: 'day' | 'year' };

type Token =
  | { type: 'word'; text: string; at: number }
  | { type: 'int'; value: number; text: string; at: number }
  | { type: 'string'; value: string; text: string; at: number }
  | { type: 'punct'; text: '(' | ')' | ','; at: number };

const LAST_DAY_UNITS: readonly string[] = ['year', 'quarter', 'month', 'week', 'day'];

function syntaxError(source: string, message: string): TimeRangeError {
  return new TimeRangeError(`Error parsing date expression [${source}]: ${message}`);
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source.charAt(i);
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ type: 'punct', text: ch, at: i });
      i += 1;
    } else if (ch === "'" || ch === '"') {
      let value = '';
      let j = i + 1;
      while (j < source.length && source.charAt(j) !== ch) {
        // A backslash keeps the next character, so 'New Year\'s Day' can be written.
        if (source.charAt(j) === '\\' && j + 1 < source.length) j += 1;
        value += source.charAt(j);
        j += 1;
      }
      if (j >= source.length)
        throw syntaxError(source, `unterminated text starting at position ${i + 1}`);
      tokens.push({ type: 'string', value, text: source.slice(i, j + 1), at: i });
      i = j + 1;
    } else {
      const match = /^(?:[+-]?\d+|[A-Za-z_]\w*)/.exec(source.slice(i));
      if (!match) throw syntaxError(source, `unexpected "${ch}" at position ${i + 1}`);
      const text = match[0];
      tokens.push(
        /^[A-Za-z_]/.test(text)
          ? { type: 'word', text, at: i }
          : { type: 'int', value: Number(text), text, at: i },
      );
      i += text.length;
    }
  }
  return tokens;
}

class Parser {
  private position = 0;

  constructor(
    private readonly source: string,
    private readonly tokens: Token[],
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private fail(expected: string): never {
    const token = this.peek();
    const found = token ? `"${token.text}" at position ${token.at + 1}` : 'the end';
    throw syntaxError(this.source, `expected ${expected} but found ${found}`);
  }

  private isPunct(text: string): boolean {
    const token = this.peek();
    return token?.type === 'punct' && token.text === text;
  }

  private punct(text: '(' | ')' | ','): void {
    if (!this.isPunct(text)) this.fail(`"${text}"`);
    this.position += 1;
  }

  /** Consumes an optional comma and then the closing parenthesis. */
  private close(): void {
    if (this.isPunct(',')) this.position += 1;
    this.punct(')');
  }

  private word(): string {
    const token = this.peek();
    if (token?.type !== 'word') this.fail('a function or unit name');
    this.position += 1;
    return token.text.toUpperCase();
  }

  private text(): string {
    const token = this.peek();
    if (token?.type !== 'string') this.fail('a quoted text');
    this.position += 1;
    return token.value;
  }

  private unit(allowed?: readonly string[]): TimeUnit {
    const token = this.peek();
    const unit = token?.type === 'word' ? timeUnitOf(token.text) : undefined;
    if (!unit || (allowed && !allowed.includes(unit)))
      this.fail(`a unit (${(allowed ?? ['year', '…', 'second']).join(', ')})`);
    this.position += 1;
    return unit;
  }

  /** The whole source as one date expression. */
  parseAll(): DateNode {
    const node = this.date(true);
    if (this.position < this.tokens.length) this.fail('the end of the expression');
    return node;
  }

  private date(topLevel = false): DateNode {
    const start = this.position;
    const name = this.word();
    this.punct('(');
    switch (name) {
      case 'DATETIME': {
        const text = this.text();
        this.punct(')');
        return { kind: 'datetime', text };
      }
      case 'DATEADD': {
        const base = this.date();
        this.punct(',');
        const amount = this.integer();
        this.punct(',');
        const unit = this.unit();
        this.close();
        return { kind: 'dateadd', base, amount, unit };
      }
      case 'DATETRUNC': {
        const base = this.date();
        this.punct(',');
        const unit = this.unit();
        this.close();
        return { kind: 'datetrunc', base, unit };
      }
      case 'LASTDAY': {
        const base = this.date();
        this.punct(',');
        const unit = this.unit(LAST_DAY_UNITS) as LastDayUnit;
        this.close();
        return { kind: 'lastday', base, unit };
      }
      case 'HOLIDAY':
        return this.holiday();
      case 'DATEDIFF':
        if (topLevel)
          throw syntaxError(this.source, 'DATEDIFF gives a number of days or years, not a date');
    }
    this.position = start;
    return this.fail('DATETIME, DATEADD, DATETRUNC, LASTDAY or HOLIDAY');
  }

  private holiday(): DateNode {
    const node: DateNode = { kind: 'holiday', name: this.text() };
    if (this.isPunct(',')) this.position += 1;
    if (this.peek()?.type === 'word') {
      node.base = this.date();
      if (this.isPunct(',')) this.position += 1;
    }
    if (this.peek()?.type === 'string') node.country = this.text();
    this.close();
    return node;
  }

  private integer(): IntNode {
    const token = this.peek();
    if (token?.type === 'int') {
      this.position += 1;
      return { kind: 'int', value: token.value };
    }
    if (token?.type !== 'word' || token.text.toUpperCase() !== 'DATEDIFF')
      this.fail('an integer or DATEDIFF(…)');
    this.position += 1;
    this.punct('(');
    const from = this.date();
    this.punct(',');
    const to = this.date();
    let unit: 'day' | 'year' = 'day';
    if (this.isPunct(',') && this.tokens[this.position + 1]?.type === 'word') {
      this.position += 1;
      unit = this.unit(['day', 'year']) as 'day' | 'year';
    }
    this.close();
    return { kind: 'datediff', from, to, unit };
  }
}

/** Parses a date expression such as "DATEADD(DATETIME('today'), -7, day)"; throws TimeRangeError. */
export function parseDateExpression(source: string): DateNode {
  return new Parser(source, tokenize(source)).parseAll();
}

function evaluateInt(node: IntNode, now: Date): number {
  if (node.kind === 'int') return node.value;
  const from = evaluateDate(node.from, now);
  const to = evaluateDate(node.to, now);
  return node.unit === 'year' ? to.getUTCFullYear() - from.getUTCFullYear() : daysBetween(from, to);
}

/** The date an expression names, relative to `now` (a naive UTC date). */
export function evaluateDate(node: DateNode, now: Date): Date {
  switch (node.kind) {
    case 'datetime':
      return parseHumanDate(node.text, now);
    case 'dateadd':
      return addUnits(evaluateDate(node.base, now), evaluateInt(node.amount, now), node.unit);
    case 'datetrunc':
      return truncate(evaluateDate(node.base, now), node.unit);
    case 'lastday':
      return lastDay(evaluateDate(node.base, now), node.unit);
    case 'holiday': {
      const year = (node.base ? evaluateDate(node.base, now) : now).getUTCFullYear();
      return holidayDate(node.name, year, node.country);
    }
  }
}
