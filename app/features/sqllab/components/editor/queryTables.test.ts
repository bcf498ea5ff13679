import { describe, expect, it } from 'vitest';
import { queryTables } from './queryTables';

const names = (sql: string) =>
  queryTables(sql).tables.map((t) => (t.schema ? `${t.schema}.${t.name}` : t.name));
const aliases = (sql: string) =>
  Object.fromEntries(
    [...queryTables(sql).aliases].map(([alias, t]) => [
      alias,
      t.schema ? `${t.schema}.${t.name}` : t.name,
    ]),
  );

describe('queryTables', () => {
  it('finds the tables after FROM and every kind of JOIN, once each', () => {
    expect(
      names(
        'select * from flights f left join airports a on a.iata = f.origin ' +
          'join main.airports b on b.iata = f.dest cross join Flights',
      ),
    ).toEqual(['flights', 'airports', 'main.airports']);
  });

  it('reads aliases with and without AS, and quoted names', () => {
    expect(aliases('select f. from flights f')).toEqual({ f: 'flights' });
    expect(aliases('SELECT * FROM "My Schema"."Big Table" AS "b t" WHERE 1')).toEqual({
      'b t': 'My Schema.Big Table',
    });
    expect(aliases('select * from flights where x = 1')).toEqual({});
    expect(aliases('select * from flights join airports on true')).toEqual({});
  });

  it('reads comma lists after FROM', () => {
    expect(aliases('select * from flights f, airports a, main.carriers c where f.x = a.y')).toEqual(
      { f: 'flights', a: 'airports', c: 'main.carriers' },
    );
  });

  it('leaves out subqueries, table functions, CTE names and FROM inside EXTRACT', () => {
    expect(
      names(
        'with recent as (select * from flights) ' +
          'select extract(year from ts), * from recent r, range(10) t(i), ' +
          "(select * from airports) s join read_csv('x.csv') c on true",
      ),
    ).toEqual(['flights', 'airports']);
  });

  it('ignores table names in strings and comments, and copes with half-written SQL', () => {
    expect(names("select 'from nowhere' -- from comments\nfrom flights")).toEqual(['flights']);
    expect(names('select * from ')).toEqual([]);
    expect(names('select * from main.')).toEqual([]);
    expect(aliases('select f. from flights f join')).toEqual({ f: 'flights' });
  });
});
