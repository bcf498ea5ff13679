import fs from 'node:fs/promises';
import { DuckDBInstance } from '@duckdb/node-api';
import { EXAMPLE_SOURCES, EXAMPLES_MARKER_TABLE, EXAMPLES_VERSION } from './exampleTables';
import { loadExampleTable } from './loadExampleTable';
import type { ExampleTableRows } from './readBuiltExamples';
import { quoteIdentifier, quoteString } from './sqlQuote';

/** Deletes a DuckDB file and its write-ahead log. */
export async function removeDatabaseFile(file: string): Promise<void> {
  await fs.rm(file, { force: true });
  await fs.rm(`${file}.wal`, { force: true });
}

/** Loads every example table, then the marker, through one connection of an open file. */
async function writeTables(
  instance: DuckDBInstance,
  dataDir: string,
  datasetsVersion: string,
  log: (line: string) => void,
): Promise<ExampleTableRows[]> {
  const connection = await instance.connect();
  try {
    const tables: ExampleTableRows[] = [];
    for (const source of EXAMPLE_SOURCES) {
      const started = performance.now();
      const rows = await loadExampleTable(connection, source, dataDir);
      tables.push({ name: source.name, rows });
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      log(`examples: ${source.name}: ${rows.toLocaleString('en-US')} rows in ${seconds} s`);
    }
    await connection.run(
      `CREATE TABLE main.${quoteIdentifier(EXAMPLES_MARKER_TABLE)} AS SELECT
         CAST(${EXAMPLES_VERSION} AS INTEGER) AS version,
         ${quoteString(datasetsVersion)} AS datasets,
         CAST(current_timestamp AS TIMESTAMP) AS built_at`,
    );
    // Fold the WAL into the file now, so the single file is complete before it is renamed.
    await connection.run('CHECKPOINT');
    return tables;
  } finally {
    connection.closeSync();
  }
}

/**
 * Writes every example table and then the marker into a fresh DuckDB file at `file`,
 * checkpointed and closed; on failure the partial file is deleted.
 */
export async function writeExamplesDatabase(
  file: string,
  dataDir: string,
  datasetsVersion: string,
  log: (line: string) => void,
): Promise<ExampleTableRows[]> {
  await removeDatabaseFile(file);
  // External access stays on (the default) here only: the readers must open the data files.
  const instance = await DuckDBInstance.create(file);
  let tables: ExampleTableRows[];
  try {
    tables = await writeTables(instance, dataDir, datasetsVersion, log);
  } catch (error) {
    instance.closeSync();
    await removeDatabaseFile(file);
    throw error;
  }
  instance.closeSync();
  return tables;
}
