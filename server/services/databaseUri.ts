import { PASSWORD_MASK } from '../../common/api/databases';

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
