import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { ExampleSource } from './exampleTables';
import { snakeCase } from './snakeCase';
import { quoteIdentifier, quoteString } from './sqlQuote';

/** A column as DuckDB's reader sees it in the source file. */
export interface SourceColumn {
  readonly name: string;
  readonly type: string;
}

/** The DuckDB table function that reads one data file, chosen by its extension. */
export function readerSql(file: string): string {
  const literal = quoteString(file);
  // sample_size=-1 makes the sniffers look at every row, so a late odd value cannot
  // break the load after the types were guessed from the first rows.
  if (file.endsWith('.parquet')) return `read_parquet(${literal})`;
  if (file.endsWith('.csv')) return `read_csv(${literal}, header = true, sample_size = -1)`;
  if (file.endsWith('.json')) return `read_json(${literal}, format = 'array', sample_size = -1)`;
  throw new Error(`No DuckDB reader for ${path.basename(file)}.`);
}

/** Whether a DuckDB type is nested (struct, list, map, union), which BI tools cannot group by. */
function isNested(type: string): boolean {
  return /^(STRUCT|MAP|UNION)\b/.test(type) || type.endsWith(']');
}

/** Builds the SELECT list that renames every column (snake_case by default) and types its values. */
export function selectList(source: ExampleSource, columns: readonly SourceColumn[]): string {
  const convert = source.convert ?? {};
  const rename = source.rename ?? {};
  for (const name of [...Object.keys(convert), ...Object.keys(rename)]) {
    // A renamed or dropped source column must fail the build, not silently skip a conversion.
    if (!columns.some((column) => column.name === name))
      throw new Error(`${source.file} has no column "${name}".`);
  }
  const seen = new Set<string>();
  return columns
    .map(({ name, type }) => {
      const target = rename[name] ?? snakeCase(name);
      if (seen.has(target)) throw new Error(`${source.file}: two columns become "${target}".`);
      seen.add(target);
      const column = quoteIdentifier(name);
      const custom = convert[name];
      let expression = column;
      if (custom) expression = custom(column);
      // Mixed JSON values (movie titles such as 1776 next to strings) become plain text.
      else if (type === 'JSON') expression = `(${column} ->> '$')`;
      else if (isNested(type)) expression = `CAST(to_json(${column}) AS VARCHAR)`;
      return `${expression} AS ${quoteIdentifier(target)}`;
    })
    .join(',\n  ');
}

/** Creates `main.<name>` from its data file entirely inside DuckDB and returns its row count. */
export async function loadExampleTable(
  connection: DuckDBConnection,
  source: ExampleSource,
  dataDir: string,
): Promise<number> {
  const reader = readerSql(path.join(dataDir, source.file));
  const described = await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${reader}`);
  const columns = described.getRowObjects().map((row) => ({
    name: String(row.column_name),
    type: String(row.column_type),
  }));
  const table = `main.${quoteIdentifier(source.name)}`;
  await connection.run(
    `CREATE TABLE ${table} AS SELECT\n  ${selectList(source, columns)}\nFROM ${reader}`,
  );
  const counted = await connection.runAndReadAll(`SELECT count(*) FROM ${table}`);
  return Number(counted.getRows()[0]?.[0] ?? 0);
}
