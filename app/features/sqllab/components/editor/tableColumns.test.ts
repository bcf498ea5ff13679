import { describe, expect, it } from 'vitest';
import { columnsLookup, type FetchColumns } from './tableColumns';

const SCOPE = { databaseId: 1, catalog: null, schema: 'main', tables: ['flights', 'Airports'] };

function server(fail = new Set<string>()) {
  const calls: string[] = [];
  const fetchColumns: FetchColumns = (databaseId, name, schema) => {
    calls.push(`${databaseId}:${schema}.${name}`);
    if (fail.has(name)) return Promise.reject(new Error('Not found'));
    return Promise.resolve([{ name: `${name}_id`, type: 'INTEGER' }]);
  };
  return { calls, fetchColumns };
}

describe('columnsLookup', () => {
  it('fetches a table once, sharing a fetch in flight', async () => {
    const { calls, fetchColumns } = server();
    const columnsOf = columnsLookup(fetchColumns)(SCOPE);
    const [a, b] = await Promise.all([
      columnsOf({ name: 'flights' }),
      columnsOf({ name: 'flights' }),
    ]);
    expect(a).toEqual([{ name: 'flights_id', type: 'INTEGER' }]);
    expect(b).toBe(a);
    await columnsOf({ name: 'FLIGHTS' });
    expect(calls).toEqual(['1:main.flights']);
  });

  it('uses the listed spelling of an unqualified name and skips names the schema lacks', async () => {
    const { calls, fetchColumns } = server();
    const columnsOf = columnsLookup(fetchColumns)(SCOPE);
    await columnsOf({ name: 'airports' });
    expect(await columnsOf({ name: 'fli' })).toEqual([]);
    await columnsOf({ schema: 'other', name: 'fli' });
    expect(calls).toEqual(['1:main.Airports', '1:other.fli']);
  });

  it('asks again after a failure, and not at all without a schema', async () => {
    const { calls, fetchColumns } = server(new Set(['flights']));
    const lookup = columnsLookup(fetchColumns);
    const columnsOf = lookup(SCOPE);
    expect(await columnsOf({ name: 'flights' })).toEqual([]);
    expect(await columnsOf({ name: 'flights' })).toEqual([]);
    expect(await lookup({ ...SCOPE, schema: null })({ name: 'flights' })).toEqual([]);
    expect(calls).toEqual(['1:main.flights', '1:main.flights']);
  });
});
