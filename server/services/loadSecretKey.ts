import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class SecretKeyError extends Error {}

const MIN_LENGTH = 32;
// Placeholders that ship in sample configs get used in production; never accept them.
const KNOWN_DEFAULTS = [/change[_-]?me/i, /^secret$/i, /^thisismysecretkey$/i, /^tessera$/i];

function assertStrong(key: string, source: string): string {
  if (key.length < MIN_LENGTH) {
    throw new SecretKeyError(`${source} must be at least ${MIN_LENGTH} characters long.`);
  }
  if (KNOWN_DEFAULTS.some((pattern) => pattern.test(key))) {
    throw new SecretKeyError(`${source} is a known default value; set a random secret.`);
  }
  if (new Set(key).size < 8) {
    throw new SecretKeyError(`${source} is too repetitive to be a secret.`);
  }
  return key;
}

/** The signing key: TESSERA_SECRET_KEY, or one generated once into the home folder (mode 0600). */
export function loadSecretKey(home: string, fromEnv: string | undefined): string {
  if (fromEnv !== undefined) return assertStrong(fromEnv, 'TESSERA_SECRET_KEY');
  const file = path.join(home, 'secret_key');
  if (fs.existsSync(file)) {
    fs.chmodSync(file, 0o600);
    return assertStrong(fs.readFileSync(file, 'utf8').trim(), `The secret key in ${file}`);
  }
  fs.mkdirSync(home, { recursive: true, mode: 0o700 });
  const key = crypto.randomBytes(48).toString('base64url');
  // 'wx' fails if another process created the file meanwhile; then use theirs.
  try {
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    return assertStrong(fs.readFileSync(file, 'utf8').trim(), `The secret key in ${file}`);
  }
  return key;
}

/** Derives a separate key for one purpose (tokens, encryption) from the secret key. */
export function deriveKey(secretKey: string, purpose: string): Uint8Array {
  return new Uint8Array(crypto.hkdfSync('sha256', secretKey, 'tessera', purpose, 32));
}
