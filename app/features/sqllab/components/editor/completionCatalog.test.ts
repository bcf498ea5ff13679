import { describe, expect, it } from 'vitest';
import { buildCatalog, completeFrom } from './completionCatalog';

describe('completion catalogue', () => {
  const catalog = buildCatalog({
    schemas: ['main', 'Marketing'],
    tables: ['flights', 'Flight_Delays', 'airports', 'movies'],
    columns: [{ table: 'flights', name: 'FlightNo', type: 'INTEGER' }],
  });

  it('finds schemas, tables and columns by case-insensitive prefix', () => {
    expect(completeFrom(catalog, 'fli').map((i) => i.label)).toEqual([
      'Flight_Delays',
      'FlightNo',
      'flights',
    ]);
    expect(completeFrom(catalog, 'MA').map((i) => `${i.type}:${i.label}`)).toEqual([
      'schema:main',
      'schema:Marketing',
    ]);
    expect(completeFrom(catalog, 'zzz')).toEqual([]);
  });

  it('keeps columns per table for table-dot completion', () => {
    expect(catalog.columnsByTable.get('flights')?.map((c) => c.detail)).toEqual([
      'INTEGER · flights',
    ]);
  });

  it('caps the answer and stays in order at catalogue scale', () => {
    const tables = Array.from({ length: 50_000 }, (_, i) => `table_${String(i).padStart(5, '0')}`);
    const big = buildCatalog({ schemas: [], tables, columns: [] });
    const hits = completeFrom(big, 'table_0', 50);
    expect(hits).toHaveLength(50);
    expect(hits[0]?.label).toBe('table_00000');
    expect(completeFrom(big, 'table_4999').map((i) => i.label)).toEqual(
      Array.from({ length: 10 }, (_, i) => `table_4999${i}`),
    );
  });
});
