import fs from 'node:fs/promises';
import { DuckDBInstance } from '@duckdb/node-api';
import { EXAMPLE_TABLES, EXAMPLES_MARKER_TABLE, EXAMPLES_VERSION } from './exampleTables';
import { quoteIdentifier, quoteString } from './sqlQuote';

/** Row count of one example table. */
export interface ExampleTableRows {
  name: string;
  rows: number;
}

/**
 * Returns the table row counts of an examples file built by this code version from the same
 * data, or null when the file is missing, unreadable, from another version or incomplete.
 */
export async function readBuiltExamples(
  file: string,
  datasetsVersion: string,
): Promise<ExampleTableRows[] | null> {
  try {
    await fs.access(file);
  } catch {
    return null;
  }
  let instance: DuckDBInstance | undefined;
  try {
    // Read-only: the check must not change the file (or its mtime) that the app may have open.
    instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
    const connection = await instance.connect();
    try {
      const marker = await connection.runAndReadAll(
        `SELECT version, datasets FROM main.${quoteIdentifier(EXAMPLES_MARKER_TABLE)}`,
      );
      const [version, datasets] = marker.getRows()[0] ?? [];
      if (Number(version) !== EXAMPLES_VERSION || datasets !== datasetsVersion) return null;
      // Counting every table also proves each one is there; count(*) reads metadata only.
      const counts = await connection.runAndReadAll(
        EXAMPLE_TABLES.map(
          (name, index) =>
            `SELECT ${index} AS i, ${quoteString(name)} AS name, count(*) AS n FROM main.${quoteIdentifier(name)}`,
        ).join('\nUNION ALL\n') + '\nORDER BY i',
      );
      return counts.getRows().map(([, name, rows]) => ({ name: String(name), rows: Number(rows) }));
    } finally {
      connection.closeSync();
    }
  } catch {
    // Corrupt, half-written by an old crash-unsafe tool, or missing a table: rebuild it.
    return null;
  } finally {
    instance?.closeSync();
  }
}
