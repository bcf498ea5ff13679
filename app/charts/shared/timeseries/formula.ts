// A tiny expression language for FORMULA annotation layers ("2*x + 10", "sqrt(x) % 7").
// The page's CSP forbids eval and new Function, and a formula is user text, so it is parsed
// here into a closure tree: numbers, x, + - * / ^ %, parentheses, unary minus and a few
// Math functions. Anything else is refused with a message naming what was wrong.

/** A compiled formula: y for an x. */
export type Formula = (x: number) => number;

const FUNCTIONS: Readonly<Record<string, (...args: number[]) => number>> = {
  abs: Math.abs,
  sqrt: Math.sqrt,
  log: Math.log,
  exp: Math.exp,
  sin: Math.sin,
  cos: Math.cos,
  min: Math.min,
  max: Math.max,
};

type Token =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'op'; value: string };

const MAX_LENGTH = 500;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (/\s/.test(char)) {
      i += 1;
    } else if (/[0-9.]/.test(char)) {
      const match = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/i.exec(text.slice(i));
      if (!match) throw new Error(`Invalid number at position ${i + 1}`);
      tokens.push({ kind: 'number', value: Number(match[0]) });
      i += match[0].length;
    } else if (/[a-z_]/i.test(char)) {
      const match = /^[a-z_][a-z0-9_]*/i.exec(text.slice(i));
      const name = (match?.[0] ?? char).toLowerCase();
      tokens.push({ kind: 'name', value: name });
      i += name.length;
    } else if ('+-*/^%(),'.includes(char)) {
      tokens.push({ kind: 'op', value: char });
      i += 1;
    } else {
      throw new Error(`Unexpected character "${char}" at position ${i + 1}`);
    }
  }
  return tokens;
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Formula {
    const formula = this.sum();
    const extra = this.tokens[this.at];
    if (extra) throw new Error(`Unexpected "${String(extra.value)}"`);
    return formula;
  }

  private peekOp(...ops: string[]): string | undefined {
    const token = this.tokens[this.at];
    return token?.kind === 'op' && ops.includes(token.value) ? token.value : undefined;
  }

  private expect(op: string): void {
    if (!this.peekOp(op)) throw new Error(`Expected "${op}"`);
    this.at += 1;
  }

  // sum := product (('+' | '-') product)*
  private sum(): Formula {
    let left = this.product();
    for (let op = this.peekOp('+', '-'); op; op = this.peekOp('+', '-')) {
      this.at += 1;
      const a = left;
      const b = this.product();
      left = op === '+' ? (x) => a(x) + b(x) : (x) => a(x) - b(x);
    }
    return left;
  }

  // product := unary (('*' | '/' | '%') unary)*
  private product(): Formula {
    let left = this.unary();
    for (let op = this.peekOp('*', '/', '%'); op; op = this.peekOp('*', '/', '%')) {
      this.at += 1;
      const a = left;
      const b = this.unary();
      left = op === '*' ? (x) => a(x) * b(x) : op === '/' ? (x) => a(x) / b(x) : (x) => a(x) % b(x);
    }
    return left;
  }

  // unary := '-' unary | '+' unary | power   (so -x^2 is -(x^2), as in mathematics)
  private unary(): Formula {
    const op = this.peekOp('-', '+');
    if (op) {
      this.at += 1;
      const inner = this.unary();
      return op === '-' ? (x) => -inner(x) : inner;
    }
    return this.power();
  }

  // power := atom ('^' unary)?   (right-associative)
  private power(): Formula {
    const base = this.atom();
    if (!this.peekOp('^')) return base;
    this.at += 1;
    const exponent = this.unary();
    return (x) => base(x) ** exponent(x);
  }

  private atom(): Formula {
    const token = this.tokens[this.at];
    if (!token) throw new Error('Unexpected end of formula');
    this.at += 1;
    if (token.kind === 'number') {
      const value = token.value;
      return () => value;
    }
    if (token.kind === 'op') {
      if (token.value !== '(') throw new Error(`Unexpected "${token.value}"`);
      const inner = this.sum();
      this.expect(')');
      return inner;
    }
    if (token.value === 'x') return (x) => x;
    const fn = Object.hasOwn(FUNCTIONS, token.value) ? FUNCTIONS[token.value] : undefined;
    if (!fn) throw new Error(`Unknown name "${token.value}"`);
    this.expect('(');
    const args: Formula[] = [this.sum()];
    while (this.peekOp(',')) {
      this.at += 1;
      args.push(this.sum());
    }
    this.expect(')');
    return (x) => fn(...args.map((arg) => arg(x)));
  }
}

/**
 * Compiles a formula of x (Superset's FORMULA annotation value, e.g. "y = 2*x + 1" or "x^2");
 * throws an Error with a readable message for anything outside the small grammar.
 */
export function parseFormula(text: string): Formula {
  if (text.length > MAX_LENGTH) throw new Error('Formula is too long');
  // Superset accepts an optional leading "y =".
  const body = text.replace(/^\s*y\s*=/i, '');
  const tokens = tokenize(body);
  if (tokens.length === 0) throw new Error('Formula is empty');
  return new Parser(tokens).parse();
}
