import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from './completionCatalog';
import { type CompletionData, queryCompletion } from './queryCompletion';
import type { ColumnInfo, ColumnsOf } from './tableColumns';

const COLUMNS: Record<string, ColumnInfo[]> = {
  flights: [
    { name: 'dep_time', type: 'TIME' },
    { name: 'origin', type: 'VARCHAR' },
  ],
  'main.airports': [{ name: 'iata', type: 'VARCHAR' }],
};

/** Columns as the server would answer them; records which tables were asked for. */
function fakeColumns(asked: string[] = []): ColumnsOf {
  return (table) => {
    const key = table.schema ? `${table.schema}.${table.name}` : table.name;
    asked.push(key);
    return Promise.resolve(COLUMNS[key] ?? []);
  };
}

/** Completes at the `|` of `doc`, as the editor would when the user asks for suggestions. */
async function complete(
  doc: string,
  data: Partial<CompletionData> = {},
  backend = 'duckdb',
): Promise<CompletionResult | null> {
  const pos = doc.indexOf('|');
  const state = EditorState.create({ doc: doc.replace('|', '') });
  const source = queryCompletion(backend, () => ({
    catalog: buildCatalog({ schemas: ['main'], tables: ['flights', 'airports'], columns: [] }),
    columnsOf: fakeColumns(),
    ...data,
  }));
  return source(new CompletionContext(state, pos, true));
}

const labels = (result: CompletionResult | null) => result?.options.map((o) => o.label) ?? [];

describe('queryCompletion', () => {
  it('completes an alias with the columns of the table it stands for', async () => {
    const result = await complete('select f.| from flights f');
    expect(labels(result)).toEqual(['dep_time', 'origin']);
    expect(result?.from).toBe('select f.'.length);
    expect(
      labels(await complete('select a.i| from flights f join main.airports a on true')),
    ).toEqual(['iata']);
  });

  it('completes `table.` and `schema.table.` even for tables not added to the left bar', async () => {
    expect(labels(await complete('select flights.| from flights'))).toEqual(['dep_time', 'origin']);
    expect(labels(await complete('select main.airports.|'))).toEqual(['iata']);
    expect(await complete('select nothing_known.|')).toBeNull();
  });

  it('offers the columns of every table in the statement first, then tables and functions', async () => {
    const asked: string[] = [];
    const result = await complete('select o| from flights join main.airports a on true', {
      columnsOf: fakeColumns(asked),
    });
    expect(labels(result)).toEqual(['origin']);
    expect(asked.sort()).toEqual(['flights', 'main.airports']);
    expect(labels(await complete('select a| from flights'))).toEqual([
      'airports',
      'abs',
      'any_value',
      'approx_count_distinct',
      'approx_quantile',
      'arg_max',
      'arg_min',
      'array_agg',
      'avg',
    ]);
  });

  it('reads only the statement under the cursor', async () => {
    const asked: string[] = [];
    await complete('select * from main.airports;\nselect d| from flights', {
      columnsOf: fakeColumns(asked),
    });
    expect(asked).toEqual(['flights']);
  });

  it('offers the function names of the database’s dialect', async () => {
    const fn = async (backend: string, doc: string) =>
      (await complete(doc, {}, backend))?.options.filter((o) => o.type === 'function');
    expect((await fn('duckdb', 'select date_t|'))?.map((o) => o.label)).toEqual(['date_trunc']);
    expect((await fn('mysql', 'select group_|'))?.map((o) => o.label)).toEqual(['group_concat']);
    expect(await fn('postgresql', 'select group_|')).toEqual([]);
    expect((await fn('postgresql', 'select jsonb_b|'))?.map((o) => o.label)).toEqual([
      'jsonb_build_object',
    ]);
  });

  it('keeps the added tables’ columns from the catalogue, without asking the server', async () => {
    const asked: string[] = [];
    const catalog = buildCatalog({
      schemas: [],
      tables: ['flights'],
      columns: [{ table: 'flights', name: 'carrier', type: 'VARCHAR' }],
    });
    const result = await complete('select f.| from flights f', {
      catalog,
      columnsOf: fakeColumns(asked),
    });
    expect(labels(result)).toEqual(['carrier']);
    expect(asked).toEqual([]);
  });
});
