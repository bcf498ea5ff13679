import { describe, expect, it } from 'vitest';
import { queryRecordSchema } from '@common/api/queryRecord';
import type { QueryRow } from '../store/queryRepository';
import { queryRecord } from './queryRecord';

const row = (over: Partial<QueryRow> = {}): QueryRow => ({
  id: 12,
  client_id: 'abc123',
  database_id: 3,
  user_id: 1,
  status: 'success',
  sql: 'select 1',
  executed_sql: 'select 1 limit 1001',
  catalog: null,
  schema: 'main',
  tab_name: 'Untitled Query 1',
  sql_editor_id: '4',
  origin: 'sqllab',
  run_async: 0,
  limit: 1000,
  limiting_factor: 'DROPDOWN',
  rows: 1,
  progress: 100,
  results_key: 'key-0001',
  error_message: null,
  select_as_cta: 0,
  tmp_schema_name: null,
  tmp_table_name: null,
  extra_json: JSON.stringify({
    columns: [{ column_name: 'a', name: 'a', type: 'INTEGER', type_generic: 0, is_dttm: false }],
    bytes: 40,
  }),
  start_time: 1_700_000_000_000,
  start_running_time: null,
  end_time: 1_700_000_000_100,
  changed_on: 1_700_000_000_100,
  alive_on: null,
  ...over,
});

describe('queryRecord', () => {
  it('builds what the shared schema (the routes’ response schema) accepts', () => {
    const record = queryRecord(row(), 'examples');
    expect(queryRecordSchema.parse(record)).toEqual(record);
    expect(record.extra.columns?.[0]?.type_generic).toBe(0);
  });

  it('keeps a failed run’s errors, and reads a broken extra_json as none', () => {
    const errors = [
      { message: 'no', error_type: 'GENERIC_DB_ENGINE_ERROR', level: 'error', extra: {} },
    ];
    const failed = queryRecord(
      row({ status: 'failed', extra_json: JSON.stringify({ errors }) }),
      'x',
    );
    expect(failed.extra.errors).toEqual(errors);
    for (const extra_json of ['{not json', '[1, 2]', '{"columns": "nope"}', ''])
      expect(queryRecordSchema.parse(queryRecord(row({ extra_json }), 'x')).extra).toEqual({});
  });

  it('passes other extra keys through (the engine’s progress text)', () => {
    const record = queryRecord(row({ extra_json: '{"progress":"42%","other":1}' }), 'x');
    expect(queryRecordSchema.parse(record).extra).toEqual({ progress: '42%', other: 1 });
  });

  it('refuses a record of another shape', () => {
    expect(queryRecordSchema.safeParse({ ...queryRecord(row(), 'x'), state: 'lost' }).success).toBe(
      false,
    );
    expect(queryRecordSchema.safeParse({ id: 'abc' }).success).toBe(false);
  });
});
