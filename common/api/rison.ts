/** A decoded rison value. */
export type RisonValue =
  string | number | boolean | null | RisonValue[] | { [key: string]: RisonValue };

const ID_CHARS = /[A-Za-z0-9_\-./~]/;

class RisonParser {
  private i = 0;
  constructor(private readonly text: string) {}

  parse(): RisonValue {
    const value = this.value();
    if (this.i !== this.text.length)
      throw new SyntaxError(`Unexpected "${this.text[this.i]}" in rison`);
    return value;
  }

  private value(): RisonValue {
    const ch = this.text[this.i];
    if (ch === '(') return this.object();
    if (ch === "'") return this.string();
    if (ch === '!') {
      const next = this.text[this.i + 1];
      this.i += 2;
      if (next === 't') return true;
      if (next === 'f') return false;
      if (next === 'n') return null;
      if (next === '(') return this.array();
      throw new SyntaxError('Unknown rison literal');
    }
    if (ch !== undefined && /[-0-9]/.test(ch)) {
      const match = /^-?\d+(\.\d+)?(e[-+]?\d+)?/.exec(this.text.slice(this.i));
      if (match) {
        this.i += match[0].length;
        return Number(match[0]);
      }
    }
    return this.identifier();
  }

  private identifier(): string {
    const start = this.i;
    while (this.i < this.text.length && ID_CHARS.test(this.text[this.i] ?? '')) this.i += 1;
    if (start === this.i) throw new SyntaxError('Invalid rison');
    return this.text.slice(start, this.i);
  }

  private string(): string {
    this.i += 1;
    let out = '';
    while (this.i < this.text.length) {
      const ch = this.text[this.i];
      if (ch === "'") {
        this.i += 1;
        return out;
      }
      if (ch === '!') {
        out += this.text[this.i + 1] ?? '';
        this.i += 2;
        continue;
      }
      out += ch;
      this.i += 1;
    }
    throw new SyntaxError('Unterminated rison string');
  }

  private object(): Record<string, RisonValue> {
    this.i += 1;
    const result: Record<string, RisonValue> = {};
    while (this.text[this.i] !== ')') {
      const key = this.text[this.i] === "'" ? this.string() : this.identifier();
      if (this.text[this.i] !== ':') throw new SyntaxError('Expected ":" in rison object');
      this.i += 1;
      result[key] = this.value();
      if (this.text[this.i] === ',') this.i += 1;
      else if (this.text[this.i] !== ')')
        throw new SyntaxError('Expected "," or ")" in rison object');
    }
    this.i += 1;
    return result;
  }

  private array(): RisonValue[] {
    const result: RisonValue[] = [];
    while (this.text[this.i] !== ')') {
      if (this.i >= this.text.length) throw new SyntaxError('Unterminated rison array');
      result.push(this.value());
      if (this.text[this.i] === ',') this.i += 1;
    }
    this.i += 1;
    return result;
  }
}

/** Decodes Superset's `q=` rison parameter, e.g. `(force:!t,schema_name:main)`. */
export function decodeRison(text: string): RisonValue {
  return new RisonParser(text).parse();
}

/** Encodes a value as rison (strings quoted only when needed). */
export function encodeRison(value: RisonValue): string {
  if (value === null) return '!n';
  if (value === true) return '!t';
  if (value === false) return '!f';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    return /^[A-Za-z_./~][A-Za-z0-9_\-./~]*$/.test(value)
      ? value
      : `'${value.replace(/[!']/g, (c) => `!${c}`)}'`;
  }
  if (Array.isArray(value)) return `!(${value.map(encodeRison).join(',')})`;
  return `(${Object.entries(value)
    .map(([key, v]) => `${encodeRison(key)}:${encodeRison(v)}`)
    .join(',')})`;
}
