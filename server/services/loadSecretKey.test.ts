import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretKey, SecretKeyError } from './loadSecretKey';

function tempHome(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-key-'));
}

describe('loadSecretKey', () => {
  it('generates a key once, stores it with mode 0600 and reuses it', () => {
    const home = tempHome();
    const first = loadSecretKey(home, undefined);
    const file = path.join(home, 'secret_key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadSecretKey(home, undefined)).toBe(first);
    expect(loadSecretKey(tempHome(), undefined)).not.toBe(first);
  });

  it('refuses short, repetitive and known default keys', () => {
    const home = tempHome();
    expect(() => loadSecretKey(home, 'short')).toThrow(SecretKeyError);
    expect(() => loadSecretKey(home, 'CHANGE_ME_TO_A_COMPLEX_RANDOM_SECRET_0123456789')).toThrow(
      /known default/,
    );
    expect(() => loadSecretKey(home, 'a'.repeat(64))).toThrow(/repetitive/);
    const good = 'x9Qv2LmN8rT4wZ1kP7sD3fG6hJ0bC5yE';
    expect(loadSecretKey(home, good)).toBe(good);
  });
});
