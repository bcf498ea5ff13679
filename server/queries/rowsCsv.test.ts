import { describe, expect, it } from 'vitest';
import {
  boolColumn,
  float64Column,
  utf8Column,
  writeColumnarTable,
} from '../engines/columnarWriter';
import { rowsCsvPieces } from './rowsCsv';

describe('rowsCsvPieces', () => {
  it('writes a header and quotes what CSV needs, nulls as empty fields', () => {
    const table = writeColumnarTable(3, [
      utf8Column('name, "full"', ['plain', 'a,b "c"\nd', null]),
      float64Column('x', [1.5, null, -2]),
      boolColumn('ok', [true, false, null]),
    ]);
    expect([...rowsCsvPieces(table)].join('')).toBe(
      '"name, ""full""",x,ok\r\nplain,1.5,true\r\n"a,b ""c""\nd",,false\r\n,-2,\r\n',
    );
  });
});
