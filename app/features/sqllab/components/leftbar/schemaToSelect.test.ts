import { describe, expect, it } from 'vitest';
import { schemaToSelect } from './schemaToSelect';

describe('schemaToSelect', () => {
  it('picks the only schema, whatever the default', () => {
    expect(schemaToSelect(['sales'], null)).toBe('sales');
    expect(schemaToSelect(['sales'], 'public')).toBe('sales');
  });

  it('picks the connection’s default schema when the database lists it', () => {
    expect(schemaToSelect(['analytics', 'main'], 'main')).toBe('main');
    expect(schemaToSelect(['public', 'sales'], 'public')).toBe('public');
  });

  it('picks nothing when there is no listed default among several schemas', () => {
    expect(schemaToSelect(['analytics', 'sales'], null)).toBeNull();
    expect(schemaToSelect(['analytics', 'sales'], 'public')).toBeNull();
    expect(schemaToSelect([], 'main')).toBeNull();
  });
});
