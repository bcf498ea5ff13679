import { describe, expect, it } from 'vitest';
import {
  formatIPv4,
  hostsOfUri,
  normalizeHost,
  parseIPv4,
  parseIPv6,
  splitPassword,
  withPassword,
} from './databaseUri';

describe('database URI passwords', () => {
  it('splits a password out and puts it back, with special characters', () => {
    const { uriWithoutPassword, password } = splitPassword(
      'postgresql://bob:p%40ss%2Fw@db.example:5432/sales',
    );
    expect(password).toBe('p@ss/w');
    expect(uriWithoutPassword).toBe('postgresql://bob@db.example:5432/sales');
    expect(withPassword(uriWithoutPassword, password)).toBe(
      'postgresql://bob:p%40ss%2Fw@db.example:5432/sales',
    );
    expect(withPassword(uriWithoutPassword, 'XXXXXXXXXX')).toBe(
      'postgresql://bob:XXXXXXXXXX@db.example:5432/sales',
    );
  });

  it('leaves URIs without passwords and DuckDB paths alone', () => {
    expect(splitPassword('mysql://root@127.0.0.1:3306/test')).toEqual({
      uriWithoutPassword: 'mysql://root@127.0.0.1:3306/test',
      password: undefined,
    });
    expect(splitPassword('duckdb:///examples.duckdb').uriWithoutPassword).toBe(
      'duckdb:///examples.duckdb',
    );
  });
});

describe('database URI hosts', () => {
  it('reads IPv4 addresses in every form inet_aton accepts', () => {
    const forms = ['169.254.169.254', '2852039166', '0xa9fea9fe', '0251.0376.0251.0376'];
    for (const form of [...forms, '0XA9.0xfe.169.0376', '169.254.43518', '169.16689662'])
      expect([form, formatIPv4(parseIPv4(form) ?? -1)]).toEqual([form, '169.254.169.254']);
    expect(parseIPv4('0')).toBe(0);
    for (const notIPv4 of ['256.1.1.1', '1.2.3.4.5', '09.1.1.1', 'db.example', '0x1g', ''])
      expect([notIPv4, parseIPv4(notIPv4)]).toEqual([notIPv4, undefined]);
  });

  it('reads IPv6 addresses into eight words, with embedded IPv4 and zones', () => {
    expect(parseIPv6('::ffff:169.254.169.254')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xa9fe, 0xa9fe]);
    expect(parseIPv6('FE80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6('169.254.169.254')).toBeUndefined();
  });

  it('normalises names as resolvers compare them', () => {
    expect(normalizeHost(' METADATA.Google.Internal.. ')).toBe('metadata.google.internal');
    expect(normalizeHost('[::1]')).toBe('::1');
  });

  it('lists every host a URI names: the authority, comma lists and host/hostaddr parameters', () => {
    const hosts = (uri: string) => hostsOfUri(new URL(uri)).map((h) => `${h.option}=${h.host}`);
    expect(hosts('postgresql://u@%31%32%37.0.0.1,Db.Example.:5432/x')).toEqual([
      'host=127.0.0.1',
      'host=db.example',
    ]);
    expect(
      hosts('postgresql://u@[::1]/x?host=a:5432,[fe80::1]:1&hostaddr=10.0.0.1&HOST=b'),
    ).toEqual([
      'host=::1',
      'host parameter=a',
      'host parameter=fe80::1',
      'hostaddr parameter=10.0.0.1',
      'host parameter=b',
    ]);
    expect(hosts('postgresql://u@%2Fvar%2Frun/x')).toEqual(['host=/var/run']);
  });
});
