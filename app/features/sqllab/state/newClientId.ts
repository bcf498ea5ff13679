import { CLIENT_ID_LENGTH } from '@common/constants/sqlLab';

// 64 URL-safe characters, so a random byte masked to 6 bits picks one without bias.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A random client id (11 characters, like nanoid(11)) for query runs and local tabs. */
export function newClientId(length = CLIENT_ID_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}
