import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { databaseExtraOf } from './databaseRepository';
import { datasetColumnsOf } from './datasetRepository';
import { jsonColumnReader, parseJsonColumn } from './jsonColumn';
import { tabExtraOf } from './tabStateRepository';

describe('JSON columns', () => {
  const schema = z.object({ n: z.number() });

  it('answers the fallback for text that is not JSON or not of the shape', () => {
    expect(parseJsonColumn(schema, '{"n": 1}', { n: 0 })).toEqual({ n: 1 });
    for (const text of ['{', '[]', '{"n": "1"}', '', null, undefined])
      expect(parseJsonColumn(schema, text, { n: 0 })).toEqual({ n: 0 });
  });

  it('parses once per row, and again when the row’s text changed', () => {
    let parses = 0;
    const read = jsonColumnReader(
      (row: { text: string }) => {
        parses += 1;
        return row.text;
      },
      schema,
      () => ({ n: 0 }),
    );
    const row = { text: '{"n": 2}' };
    const first = read(row);
    expect(read(row)).toBe(first);
    row.text = '{"n": 3}';
    expect(read(row)).toEqual({ n: 3 });
    expect(parses).toBe(3);
  });

  it('reads the repositories’ columns with safe defaults', () => {
    expect(databaseExtraOf({ extra: '{"cost_estimate_enabled": true, "x": 1}' })).toEqual({
      cost_estimate_enabled: true,
      x: 1,
    });
    expect(databaseExtraOf({ extra: '{"engine_params": 3}' })).toEqual({});
    expect(databaseExtraOf({ extra: 'oops' })).toEqual({});
    expect(datasetColumnsOf({ columns_json: '{}' })).toEqual([]);
    const columns = [{ column_name: 'a', type: 'INT', type_generic: 0, is_dttm: false }];
    expect(datasetColumnsOf({ columns_json: JSON.stringify(columns) })).toEqual(columns);
    expect(tabExtraOf({ extra_json: '[1]' })).toEqual({});
    expect(tabExtraOf({ extra_json: '{"northPercent": 40}' })).toEqual({ northPercent: 40 });
  });
});
