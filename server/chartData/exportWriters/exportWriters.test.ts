import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  asBytes,
  boolColumn,
  type BuiltColumn,
  float64Column,
  utf8Column,
  validityFrom,
  writeColumnarTable,
} from '@server/engines/columnarWriter';
import { readAll } from '@server/queries/resultPayload';
import { csvStream } from './csvStream';
import { escapeFormula } from './escapeFormula';
import { xlsxStream } from './xlsxStream';
import { zipOf } from './zipOf';

const DAY_MS = 86_400_000;

function dateColumn(name: string, values: (string | null)[]): BuiltColumn {
  const days = values.map((v) => (v === null ? 0 : Date.parse(`${v}T00:00:00Z`) / DAY_MS));
  return {
    name,
    kind: 'date',
    data: asBytes(Int32Array.from(days)),
    validity: validityFrom((row) => values[row] === null, values.length),
  };
}

function timestampColumn(name: string, values: (string | null)[]): BuiltColumn {
  const micros = values.map((v) => (v === null ? 0 : Date.parse(`${v}Z`) * 1000));
  return {
    name,
    kind: 'timestamp',
    data: asBytes(Float64Array.from(micros)),
    validity: validityFrom((row) => values[row] === null, values.length),
  };
}

function int64Column(name: string, values: bigint[]): BuiltColumn {
  return { name, kind: 'int64', data: asBytes(BigInt64Array.from(values)) };
}

/** A table with every kind of cell an export must get right. */
const sample = () =>
  writeColumnarTable(4, [
    utf8Column('name, "full"', ['plain', 'a,b "c"\nd', null, '=HYPERLINK("x")']),
    float64Column('x', [1.5, null, -2, 1e21]),
    boolColumn('ok', [true, false, null, true]),
    dateColumn('day', ['2024-02-29', null, '1999-12-31', '1970-01-01']),
    timestampColumn('at', [
      '2024-02-29T13:45:06.250',
      '2000-01-01T00:00:00',
      null,
      '1970-01-01T00:00:01',
    ]),
    int64Column('big', [1n, 9007199254740993n, -5n, 0n]),
  ]);

/** A small RFC 4180 reader: the rows of a CSV text. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

async function readXlsx(stream: Readable) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(stream);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from({ length: 6 }, (_, i) => row.getCell(i + 1).value ?? null));
  });
  return { sheet, rows };
}

describe('csvStream', () => {
  it('writes every kind of cell as text a spreadsheet reads back', async () => {
    const text = (await readAll(csvStream(sample()))).toString('utf8');
    expect(parseCsv(text)).toEqual([
      ['name, "full"', 'x', 'ok', 'day', 'at', 'big'],
      ['plain', '1.5', 'true', '2024-02-29', '2024-02-29 13:45:06.25', '1'],
      ['a,b "c"\nd', '', 'false', '', '2000-01-01 00:00:00', '9007199254740993'],
      ['', '-2', '', '1999-12-31', '', '-5'],
      ['\'=HYPERLINK("x")', '1e+21', 'true', '1970-01-01', '1970-01-01 00:00:01', '0'],
    ]);
  });

  it('reads its rows from a stream too, and stops at the row cap', async () => {
    const many = writeColumnarTable(5000, [
      float64Column(
        'n',
        Array.from({ length: 5000 }, (_, i) => i),
      ),
    ]);
    const stream = Readable.from([many.subarray(0, 100), many.subarray(100)]);
    const rows = parseCsv((await readAll(csvStream(stream, { maxRows: 4321 }))).toString());
    expect(rows).toHaveLength(4322);
    expect(rows.at(-1)).toEqual(['4320']);
  });
});

describe('escapeFormula', () => {
  it('defuses text a spreadsheet would run, and keeps negative numbers', () => {
    expect(escapeFormula('=1+2')).toBe("'=1+2");
    expect(escapeFormula('+33 1 23')).toBe("'+33 1 23");
    expect(escapeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeFormula('  =cmd|x')).toBe("'  =cmd\\|x");
    expect(escapeFormula('%0A')).toBe("'%0A");
    expect(escapeFormula('-12.5')).toBe('-12.5');
    expect(escapeFormula('-1e5')).toBe('-1e5');
    expect(escapeFormula('-x')).toBe("'-x");
    expect(escapeFormula('a=b')).toBe('a=b');
    expect(escapeFormula('')).toBe('');
  });
});

describe('xlsxStream', () => {
  it('writes numbers, booleans, dates and text as typed cells exceljs reads back', async () => {
    const { sheet, rows } = await readXlsx(xlsxStream(sample()));
    expect(rows).toEqual([
      ['name, "full"', 'x', 'ok', 'day', 'at', 'big'],
      [
        'plain',
        1.5,
        true,
        new Date('2024-02-29T00:00:00Z'),
        new Date('2024-02-29T13:45:06.250Z'),
        1,
      ],
      ['a,b "c"\nd', null, false, null, new Date('2000-01-01T00:00:00Z'), '9007199254740993'],
      [null, -2, null, new Date('1999-12-31T00:00:00Z'), null, -5],
      // Text is never a formula in a workbook: it stays as it was.
      [
        '=HYPERLINK("x")',
        1e21,
        true,
        new Date('1970-01-01T00:00:00Z'),
        new Date('1970-01-01T00:00:01Z'),
        0,
      ],
    ]);
    expect(sheet.getCell('D2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('E2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('keeps what Excel cannot hold as text, and stops at the row cap', async () => {
    const long = 'x'.repeat(40_000);
    const table = writeColumnarTable(3, [
      utf8Column('t', [long, 'b', 'c']),
      float64Column('f', [Number.NaN, Number.POSITIVE_INFINITY, 3]),
    ]);
    const { rows } = await readXlsx(xlsxStream(table, { maxRows: 2 }));
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['t', 'f'],
      ['x'.repeat(32_767), 'NaN'],
      ['b', 'Infinity'],
    ]);
  });
});

describe('zipOf', () => {
  it('puts each stream in the archive under its name', async () => {
    const big = Buffer.alloc(300_000, 'abc');
    const zip = await readAll(
      zipOf([
        { name: 'query_1.csv', body: csvStream(sample()) },
        { name: 'query_2.bin', body: Readable.from([big.subarray(0, 1000), big.subarray(1000)]) },
        { name: 'empty.csv', body: Readable.from([]) },
      ]),
    );
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files)).toEqual(['query_1.csv', 'query_2.bin', 'empty.csv']);
    expect(Buffer.from(files['query_1.csv'] ?? []).toString()).toBe(
      (await readAll(csvStream(sample()))).toString(),
    );
    expect(Buffer.compare(Buffer.from(files['query_2.bin'] ?? []), big)).toBe(0);
    expect(files['empty.csv']?.byteLength).toBe(0);
  });
});
