import net from 'node:net';
import { PASSWORD_MASK } from '@common/api/databases';

/** Splits the password out of a URI, so it can be stored encrypted apart from the rest. */
export function splitPassword(uri: string): {
  uriWithoutPassword: string;
  password: string | undefined;
} {
  if (/^duckdb:/i.test(uri)) return { uriWithoutPassword: uri, password: undefined };
  const url = new URL(uri);
  if (!url.password) return { uriWithoutPassword: uri, password: undefined };
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { uriWithoutPassword: url.toString(), password };
}

/** Puts a password (real or the mask) back into a URI stored without one. */
export function withPassword(uriWithoutPassword: string, password: string | undefined): string {
  if (password === undefined || /^duckdb:/i.test(uriWithoutPassword)) return uriWithoutPassword;
  const url = new URL(uriWithoutPassword);
  url.password = password === PASSWORD_MASK ? PASSWORD_MASK : encodeURIComponent(password);
  return url.toString();
}

/** An IPv4 address in any form inet_aton accepts (1–4 parts, decimal, octal 0…, hex 0x…). */
export function parseIPv4(host: string): number | undefined {
  const parts = host.split('.');
  if (parts.length > 4) return undefined;
  const values: number[] = [];
  for (const part of parts) {
    if (/^0x[0-9a-f]*$/i.test(part))
      values.push(part.length === 2 ? 0 : parseInt(part.slice(2), 16));
    else if (/^0[0-7]*$/.test(part)) values.push(parseInt(part, 8));
    else if (/^[1-9]\d*$/.test(part)) values.push(Number(part));
    else return undefined;
  }
  const last = values.pop() ?? 0;
  if (values.some((v) => v > 255) || last >= 256 ** (4 - values.length)) return undefined;
  return values.reduce((sum, v, i) => sum + v * 256 ** (3 - i), 0) + last;
}

/** The eight 16-bit words of an IPv6 address (zone id dropped), or undefined. */
export function parseIPv6(host: string): number[] | undefined {
  const text = host.split('%')[0] ?? '';
  if (!net.isIPv6(text)) return undefined;
  let words = text;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = parseIPv4(dotted[1] ?? '') ?? 0;
    words = `${text.slice(0, dotted.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = words.split('::');
  const list = (s: string) => (s === '' ? [] : s.split(':').map((w) => parseInt(w, 16)));
  const front = list(head);
  const back = tail === undefined ? [] : list(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** Dotted IPv4 text of a 32-bit number. */
export function formatIPv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

/** A host name compared as resolvers see it: lower case, without brackets or trailing dots. */
export function normalizeHost(host: string): string {
  return host
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase()
    .replace(/\.+$/, '');
}

/** A host named by a URI: where it came from, as written (decoded) and normalised. */
export interface UriHost {
  option: string;
  raw: string;
  host: string;
}

/**
 * Every host a URI names, with the option it came from: the authority and libpq's host/hostaddr
 * parameters, each percent-decoded as the drivers decode it, split at commas (libpq's list of
 * hosts), without ports, normalised. Throws URIError on malformed percent-encoding.
 */
export function hostsOfUri(url: URL): UriHost[] {
  const found: UriHost[] = [];
  const add = (option: string, list: string) => {
    for (const item of decodeURIComponent(list).split(',')) {
      const bracketed = /^\s*\[([^\]]*)\](?::\d*)?\s*$/.exec(item);
      const hostPort = /^([^:]*):\d*$/.exec(item.trim());
      const raw = (bracketed?.[1] ?? hostPort?.[1] ?? item).trim();
      found.push({ option, raw, host: normalizeHost(raw) });
    }
  };
  add('host', url.hostname);
  for (const [name, value] of url.searchParams) {
    const key = name.toLowerCase();
    if (key === 'host' || key === 'hostaddr') add(`${key} parameter`, value);
  }
  return found;
}
