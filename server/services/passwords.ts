import argon2 from 'argon2';

/** Hashes a password with argon2id (the library's defaults: 64 MiB, 3 passes). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** Checks a password against its hash; a malformed hash is simply a mismatch. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verified against when the user does not exist, so timing does not reveal usernames.
let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check when there is no user to check against. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('tessera-no-such-user');
  await verifyPassword(await dummyHash, password);
  return false;
}
