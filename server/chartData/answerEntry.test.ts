import { describe, expect, it } from 'vitest';
import {
  float64Column,
  utf8Column,
  validityFrom,
  writeColumnarTable,
} from '@server/engines/columnarWriter';
import {
  answerBody,
  encodeFullEntry,
  encodeResultsEntry,
  type EntryFields,
  entryHead,
} from './answerEntry';
import { columnsOf } from './resultTypes';

const MICROS_2024_03_01 = Date.UTC(2024, 2, 1) * 1000;

/** Three rows: a timestamp (one null), a text and a number column. */
function table(): Buffer {
  const times = Float64Array.from([MICROS_2024_03_01, MICROS_2024_03_01 + 1500, 0]);
  return writeColumnarTable(3, [
    {
      name: 'ds',
      kind: 'timestamp',
      data: new Uint8Array(times.buffer),
      validity: validityFrom((row) => row === 2, 3),
    },
    utf8Column('country', ['FR', 'U"S', null]),
    float64Column('total', [1.5, 2, null]),
  ]);
}

const fields: EntryFields = {
  query: 'SELECT 1',
  colnames: ['ds', 'country', 'total'],
  coltypes: [2, 1, 0],
  rowcount: 3,
  sqlRowcount: 4,
  appliedFilters: [{ column: 'country' }],
  rejectedFilters: [],
  fromDttm: null,
  toDttm: 5,
  labelMap: { total: ['total'] },
  resultFormat: 'json',
};

describe('chart data answer entries', () => {
  it('writes a full entry from columnar bytes, times as epoch ms, behind a fresh head', () => {
    const bytes = Buffer.concat([
      entryHead('ab'.repeat(32), null, 60),
      encodeFullEntry(fields, table()),
    ]);
    expect(JSON.parse(bytes.toString())).toEqual({
      cache_key: 'ab'.repeat(32),
      cached_dttm: null,
      is_cached: false,
      cache_timeout: 60,
      query: 'SELECT 1',
      status: 'success',
      error: null,
      stacktrace: null,
      colnames: ['ds', 'country', 'total'],
      indexnames: [0, 1, 2],
      coltypes: [2, 1, 0],
      data: [
        { ds: Date.UTC(2024, 2, 1), country: 'FR', total: 1.5 },
        { ds: Date.UTC(2024, 2, 1) + 1, country: 'U"S', total: 2 },
        { ds: null, country: null, total: null },
      ],
      rowcount: 3,
      sql_rowcount: 4,
      applied_filters: [{ column: 'country' }],
      rejected_filters: [],
      from_dttm: null,
      to_dttm: 5,
      label_map: { total: ['total'] },
      annotation_data: [],
      result_format: 'json',
    });
  });

  it('marks a cached head with its time, and a results entry holds only the data fields', () => {
    const cachedAt = Date.UTC(2024, 4, 1, 10, 20, 30, 400);
    const entry = JSON.parse(
      Buffer.concat([
        entryHead('cd'.repeat(32), cachedAt, 60),
        encodeResultsEntry(fields, table()),
      ]).toString(),
    ) as Record<string, unknown>;
    expect(entry).toMatchObject({ is_cached: true, cached_dttm: '2024-05-01T10:20:30' });
    expect(Object.keys(entry).sort()).toEqual(
      [
        'applied_filters',
        'cache_key',
        'cache_timeout',
        'cached_dttm',
        'coltypes',
        'colnames',
        'data',
        'is_cached',
        'rejected_filters',
        'rowcount',
        'sql_rowcount',
      ].sort(),
    );
  });

  it('joins entries into one answer', () => {
    const body = answerBody([[Buffer.from('{"a":1}')], [Buffer.from('{"b"'), Buffer.from(':2}')]]);
    expect(JSON.parse(body.toString())).toEqual({ result: [{ a: 1 }, { b: 2 }] });
  });

  it('types columns by the engine where it names them, else by how they are stored', () => {
    const engine = [
      {
        column_name: 'total',
        name: 'total',
        type: 'DECIMAL',
        type_generic: 0 as const,
        is_dttm: false,
      },
    ];
    expect(columnsOf(table(), engine)).toEqual({
      colnames: ['ds', 'country', 'total'],
      coltypes: [2, 1, 0],
      rowCount: 3,
    });
  });
});
