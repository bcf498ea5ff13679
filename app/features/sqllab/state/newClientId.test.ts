import { describe, expect, it } from 'vitest';
import { newClientId } from './newClientId';

describe('newClientId', () => {
  it('makes 11 URL-safe characters, as the server accepts', () => {
    const id = newClientId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newClientId()));
    expect(ids.size).toBe(1000);
  });
});
