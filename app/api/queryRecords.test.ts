import { describe, expect, it, vi } from 'vitest';
import { decodeQueryRecord, decodeQueryRecords } from './queryRecords';

const record = {
  id: 'abc123',
  queryId: 12,
  serverId: 12,
  dbId: 3,
  db: 'examples',
  catalog: null,
  schema: 'main',
  sql: 'select 1',
  executedSql: 'select 1',
  sqlEditorId: '4',
  tab: 'Untitled Query 1',
  state: 'running',
  startDttm: 1_700_000_000_000,
  endDttm: null,
  changed_on: '2023-11-14T22:13:20.000Z',
  limit: 1000,
  limitingFactor: 'DROPDOWN',
  rows: null,
  progress: 10,
  ctas: false,
  tempSchema: null,
  tempTable: null,
  resultsKey: null,
  errorMessage: null,
  trackingUrl: null,
  userId: 1,
  cached: false,
  extra: { progress: '10%' },
};

describe('query record decoding', () => {
  it('decodes records of the shared schema', async () => {
    expect(await decodeQueryRecord(record)).toEqual(record);
    expect(await decodeQueryRecords([record])).toEqual([record]);
  });

  it('leaves out a record of another shape instead of failing the poll', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const odd = { ...record, id: 'other', state: 'lost' };
    expect((await decodeQueryRecords([odd, record])).map((r) => r.id)).toEqual(['abc123']);
    expect(await decodeQueryRecords('nope')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('answers undefined for an accepted run without a readable record', async () => {
    expect(await decodeQueryRecord(undefined)).toBeUndefined();
    expect(await decodeQueryRecord({ id: 'x', state: 'pending' })).toBeUndefined();
  });
});
