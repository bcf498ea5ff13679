import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { safeNextPath } from './plugins/staticApp';

describe('loadConfig', () => {
  it('has working defaults with an empty environment', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8088,
      host: '127.0.0.1',
      home: path.resolve('/srv/app/.tessera'),
      databaseUrl: undefined,
      adminUsername: 'admin',
      adminPassword: undefined,
      loadExamples: true,
      allowLocalFileDatabases: false,
      publicUrl: undefined,
    });
  });

  it('reads TESSERA_PUBLIC_URL as an origin with an optional path, and refuses other text', () => {
    const publicUrl = (value: string) => loadConfig({ TESSERA_PUBLIC_URL: value }).publicUrl;
    expect(publicUrl('https://BI.example.com/')).toBe('https://bi.example.com');
    expect(publicUrl('https://bi.example.com:8443/tessera//')).toBe(
      'https://bi.example.com:8443/tessera',
    );
    expect(publicUrl('')).toBeUndefined();
    for (const bad of [
      'bi.example.com',
      'javascript:alert(1)',
      'ftp://bi.example.com',
      'https://bi.example.com/?next=x',
      'https://bi.example.com/#x',
      'https://user:secret@bi.example.com',
    ])
      expect(() => publicUrl(bad), bad).toThrow(/TESSERA_PUBLIC_URL/);
  });

  it('reads the TESSERA_* variables and refuses nonsense', () => {
    const config = loadConfig(
      {
        TESSERA_PORT: '9000',
        TESSERA_HOME: '/data',
        TESSERA_LOAD_EXAMPLES: 'false',
        TESSERA_ADMIN_USERNAME: 'root',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9000,
      home: '/data',
      loadExamples: false,
      adminUsername: 'root',
    });
    expect(() => loadConfig({ TESSERA_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ TESSERA_LOAD_EXAMPLES: 'maybe' })).toThrow(/true or false/);
  });

  it('trusts a bounded number of proxies, never every hop', () => {
    const trust = (value?: string) => loadConfig({ TESSERA_TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('0')).toBe(false);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => trust('everyone')).toThrow(/true or false/);
  });
  it('reads the result, memory and template limits', () => {
    expect(loadConfig({})).toMatchObject({
      maxResultBytes: 64 * 1024 * 1024,
      queryWorkerMemoryMb: 1024,
      templateTimeoutMs: 5000,
    });
    expect(
      loadConfig({
        TESSERA_MAX_RESULT_MB: '8',
        TESSERA_QUERY_WORKER_MEMORY_MB: '512',
        TESSERA_TEMPLATE_TIMEOUT: '2',
      }),
    ).toMatchObject({
      maxResultBytes: 8 * 1024 * 1024,
      queryWorkerMemoryMb: 512,
      templateTimeoutMs: 2000,
    });
    expect(() => loadConfig({ TESSERA_MAX_RESULT_MB: '0' })).toThrow(ConfigError);
  });

  it('reads the chart cache size and the async queries switch', () => {
    expect(loadConfig({})).toMatchObject({
      chartCacheBytes: 256 * 1024 * 1024,
      asyncQueries: false,
    });
    expect(
      loadConfig({ TESSERA_CHART_CACHE_MB: '16', TESSERA_ASYNC_QUERIES: 'true' }),
    ).toMatchObject({ chartCacheBytes: 16 * 1024 * 1024, asyncQueries: true });
    expect(() => loadConfig({ TESSERA_CHART_CACHE_MB: 'lots' })).toThrow(/TESSERA_CHART_CACHE_MB/);
    expect(() => loadConfig({ TESSERA_ASYNC_QUERIES: 'sometimes' })).toThrow(
      /TESSERA_ASYNC_QUERIES/,
    );
  });

  it("reads SQL_MAX_ROW, Superset's 100,000 unless TESSERA_SQL_MAX_ROW says otherwise", () => {
    expect(loadConfig({}).sqlMaxRow).toBe(100_000);
    expect(loadConfig({ TESSERA_SQL_MAX_ROW: '1000000' }).sqlMaxRow).toBe(1_000_000);
    expect(() => loadConfig({ TESSERA_SQL_MAX_ROW: '-5' })).toThrow(/TESSERA_SQL_MAX_ROW/);
  });
});

describe('safeNextPath', () => {
  it('keeps same-origin paths and drops everything else', () => {
    expect(safeNextPath('/sqllab/?a=1')).toBe('/sqllab/?a=1');
    expect(safeNextPath('//evil.example/')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example/')).toBe('/');
  });
});
