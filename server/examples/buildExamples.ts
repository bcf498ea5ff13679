import fs from 'node:fs/promises';
import path from 'node:path';
import { findVegaDatasets, readDatasetsVersion } from './findVegaDatasets';
import { readBuiltExamples, type ExampleTableRows } from './readBuiltExamples';
import { removeStaleBuilds } from './removeStaleBuilds';
import { writeExamplesDatabase } from './writeExamplesDatabase';

export {
  EXAMPLE_TABLES,
  EXAMPLE_TABLE_DESCRIPTIONS,
  EXAMPLES_MARKER_TABLE,
  EXAMPLES_VERSION,
  type ExampleTableName,
} from './exampleTables';
export type { ExampleTableRows } from './readBuiltExamples';

/** File name of the examples database inside TESSERA_HOME. */
export const EXAMPLES_FILE = 'examples.duckdb';

export interface BuildExamplesOptions {
  /** Receives one line per table and one for the whole build. */
  log?: (line: string) => void;
  /** Folder holding the vega-datasets files; defaults to the installed package's `data/`. */
  dataDir?: string;
}

export interface BuildExamplesResult {
  /** Absolute path of examples.duckdb. */
  path: string;
  /** False when an up-to-date file was already there. */
  built: boolean;
  /** Wall-clock milliseconds this call took. */
  ms: number;
  tables: ExampleTableRows[];
}

/** Concurrent calls in one process share a build; they would otherwise share a tmp file name. */
const running = new Map<string, Promise<BuildExamplesResult>>();

/** Flushes a file or folder to disk, so a rename cannot outlive the data after a power cut. */
async function syncToDisk(target: string): Promise<void> {
  const handle = await fs.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Builds the examples unless an up-to-date file exists; see buildExamples. */
async function buildOnce(
  file: string,
  options: BuildExamplesOptions,
): Promise<BuildExamplesResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const elapsed = (): number => Math.round(performance.now() - started);
  await fs.mkdir(path.dirname(file), { recursive: true });
  for (const name of await removeStaleBuilds(file)) log(`examples: removed stale ${name}`);

  const dataDir = options.dataDir ?? findVegaDatasets();
  const datasetsVersion = readDatasetsVersion(dataDir);
  const existing = await readBuiltExamples(file, datasetsVersion);
  if (existing) {
    log(`examples: ${file} is up to date`);
    return { path: file, built: false, ms: elapsed(), tables: existing };
  }

  log(`examples: building ${file} from ${dataDir}`);
  const tmp = `${file}.tmp-${process.pid}`;
  const tables = await writeExamplesDatabase(tmp, dataDir, datasetsVersion, log);
  await syncToDisk(tmp);
  // A WAL left by the old file would be replayed into the new one on its next open.
  await fs.rm(`${file}.wal`, { force: true });
  // rename() replaces atomically: readers see the old complete file or the new one, never half.
  await fs.rename(tmp, file);
  await syncToDisk(path.dirname(file));
  const ms = elapsed();
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  log(
    `examples: built ${tables.length} tables, ${rows.toLocaleString('en-US')} rows in ${(ms / 1000).toFixed(1)} s`,
  );
  return { path: file, built: true, ms, tables };
}

/**
 * Builds `<home>/examples.duckdb` from the vega-datasets files unless a file of this version
 * exists, writing to `examples.duckdb.tmp-<pid>` and renaming it into place when complete.
 */
export function buildExamples(
  home: string,
  options: BuildExamplesOptions = {},
): Promise<BuildExamplesResult> {
  const file = path.resolve(home, EXAMPLES_FILE);
  const inFlight = running.get(file);
  if (inFlight) return inFlight;
  const build = buildOnce(file, options).finally(() => running.delete(file));
  running.set(file, build);
  return build;
}
