import { describe, expect, it, vi } from 'vitest';
import { decodeQueryRecord, decodeQueryRecords } from './queryRecords';
import { queryRecordStub } from './testing/queryRecordStub';

// Fields that differ from the stub's defaults, so the decoder is seen to keep each one.
const record = queryRecordStub({
  id: 'abc123',
  queryId: 12,
  serverId: 12,
  dbId: 3,
  sqlEditorId: '4',
  tab: 'Untitled Query 1',
  progress: 10,
  extra: { progress: '10%' },
});

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
