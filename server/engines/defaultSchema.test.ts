import { describe, expect, it } from 'vitest';
import { defaultSchema } from './defaultSchema';

describe('defaultSchema', () => {
  it('answers each backend’s default when the database has it', () => {
    expect(defaultSchema('duckdb', 'duckdb:///x.duckdb', ['analytics', 'main'])).toBe('main');
    expect(defaultSchema('postgresql', 'postgresql://u@h/db', ['public', 'sales'])).toBe('public');
    expect(defaultSchema('mysql', 'mysql://u@h:3306/shop?charset=utf8', ['crm', 'shop'])).toBe(
      'shop',
    );
    expect(defaultSchema('mysql', 'mysql://u@h:3306/my%20db', ['my db'])).toBe('my db');
  });

  it('answers null when the default is not listed, or the URI names no database', () => {
    expect(defaultSchema('postgresql', 'postgresql://u@h/db', ['sales'])).toBeNull();
    expect(defaultSchema('mysql', 'mysql://u@h:3306/', ['crm'])).toBeNull();
    expect(defaultSchema('mysql', 'not a uri', ['crm'])).toBeNull();
    expect(defaultSchema('oracle', 'oracle://h', ['main'])).toBeNull();
  });
});
