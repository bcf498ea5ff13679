import { readerSql, selectList } from './loadExampleTable';

describe('readerSql', () => {
  it('picks the DuckDB reader from the extension and quotes the path', () => {
    expect(readerSql("/data/it's.parquet")).toBe("read_parquet('/data/it''s.parquet')");
    expect(readerSql('/data/a.csv')).toBe(
      "read_csv('/data/a.csv', header = true, sample_size = -1)",
    );
    expect(readerSql('/data/a.json')).toBe(
      "read_json('/data/a.json', format = 'array', sample_size = -1)",
    );
    expect(() => readerSql('/data/a.arrow')).toThrow(/No DuckDB reader for a\.arrow/);
  });
});

describe('selectList', () => {
  const file = 'x.json';

  it('renames to snake_case, converts, flattens JSON and nested values', () => {
    const sql = selectList(
      { name: 'x', file, description: '', convert: { 'Release Date': (c) => `f(${c})` } },
      [
        { name: 'Release Date', type: 'VARCHAR' },
        { name: 'Title', type: 'JSON' },
        { name: 'Tags', type: 'VARCHAR[]' },
        { name: 'Size', type: 'STRUCT(w BIGINT, h BIGINT)' },
        { name: 'IMDB Rating', type: 'DOUBLE' },
      ],
    );
    expect(sql.split(',\n  ')).toEqual([
      'f("Release Date") AS "release_date"',
      `("Title" ->> '$') AS "title"`,
      'CAST(to_json("Tags") AS VARCHAR) AS "tags"',
      'CAST(to_json("Size") AS VARCHAR) AS "size"',
      '"IMDB Rating" AS "imdb_rating"',
    ]);
  });

  it('applies explicit renames', () => {
    expect(
      selectList({ name: 'x', file, description: '', rename: { group: 'income_group' } }, [
        { name: 'group', type: 'VARCHAR' },
      ]),
    ).toBe('"group" AS "income_group"');
  });

  it('fails when a conversion names a column the file no longer has', () => {
    expect(() =>
      selectList({ name: 'x', file, description: '', convert: { date: (c) => c } }, [
        { name: 'Date', type: 'VARCHAR' },
      ]),
    ).toThrow('x.json has no column "date".');
  });

  it('fails when two columns map to the same name', () => {
    expect(() =>
      selectList({ name: 'x', file, description: '' }, [
        { name: 'Year', type: 'BIGINT' },
        { name: 'year', type: 'BIGINT' },
      ]),
    ).toThrow('x.json: two columns become "year".');
  });
});
