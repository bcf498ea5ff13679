import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secretBox';

describe('SecretBox', () => {
  const box = new SecretBox(crypto.randomBytes(32));

  it('round-trips and never stores the plain text', () => {
    const sealed = box.encrypt('p@ss wörd');
    expect(sealed).not.toContain('p@ss');
    expect(box.decrypt(sealed)).toBe('p@ss wörd');
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  it('refuses tampered text and another key', () => {
    const sealed = box.encrypt('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('forged').toString('base64url');
    expect(() => box.decrypt(parts.join('.'))).toThrow();
    expect(() => new SecretBox(crypto.randomBytes(32)).decrypt(sealed)).toThrow();
  });
});
