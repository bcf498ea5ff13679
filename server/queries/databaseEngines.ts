import type { Config } from '../config';
import type { Engine, EngineOptions } from '../engines/engine';
import { createEngine } from '../engines/registry';
import { withPassword } from '../services/databaseUri';
import type { SecretBox } from '../services/secretBox';
import { validateDatabaseUri } from '../services/validateDatabaseUri';
import { databaseExtraOf, type DatabaseRow } from '../store/databaseRepository';
import { type OwnerCalls, WorkerOwnedEngine } from './workerOwnedEngine';
import { duckDbFileOf, writableDuckDbFile } from './writableDuckDbFile';

// Checked DuckDB paths, briefly: resolving symlinks on every run cost more than the run's own
// bookkeeping, and a path cannot change without write access to the data folder.
const CHECK_MS = 10_000;
const checkedPaths = new Map<string, { filePath: string; at: number }>();

async function checkedDuckDbPath(uri: string, home: string, allowLocal: boolean): Promise<string> {
  const key = `${uri}\u0000${home}\u0000${allowLocal}`;
  const known = checkedPaths.get(key);
  if (known && Date.now() - known.at < CHECK_MS) return known.filePath;
  const filePath = (await validateDatabaseUri(uri, home, allowLocal)).filePath ?? ':memory:';
  if (checkedPaths.size > 1000) checkedPaths.clear();
  checkedPaths.set(key, { filePath, at: Date.now() });
  return filePath;
}

/** Engine options for a registered database: the real password, absolute DuckDB paths. */
export async function engineOptionsFor(
  row: DatabaseRow,
  box: SecretBox,
  config: Config,
): Promise<EngineOptions> {
  const password = row.password_encrypted ? box.decrypt(row.password_encrypted) : undefined;
  let uri = withPassword(row.sqlalchemy_uri, password);
  if (row.backend === 'duckdb') {
    const filePath = await checkedDuckDbPath(
      uri,
      config.home,
      config.allowLocalFileDatabases || row.is_examples === 1,
    );
    uri = filePath === ':memory:' ? 'duckdb:///:memory:' : `duckdb://${filePath}`;
  }
  const extra = databaseExtraOf(row);
  return {
    uri,
    allowDml: row.allow_dml === 1,
    allowCtas: row.allow_ctas === 1 || row.allow_cvas === 1,
    home: config.home,
    allowLocalFiles: config.allowLocalFileDatabases,
    engineParams: extra.engine_params,
    databaseName: row.database_name,
    maxResultBytes: config.maxResultBytes,
    memoryLimit: `${config.queryWorkerMemoryMb}MB`,
  };
}

/** One engine per registered database, kept while its settings do not change. */
export class DatabaseEngines {
  private readonly engines = new Map<number, { changedOn: number; engine: Promise<Engine> }>();

  constructor(
    private readonly box: SecretBox,
    private readonly config: Config,
    /**
     * The query workers' files (WorkerPool.files): a DuckDB file open for writing belongs to
     * one worker, and this process reaches it through that worker only.
     */
    private readonly files?: OwnerCalls,
  ) {}

  /**
   * A new engine for these options, reaching a writable DuckDB file through its owning worker
   * (test_connection's engine should come from here too); the caller closes it.
   */
  async engineFor(options: EngineOptions): Promise<Engine> {
    if (!this.files) return createEngine(options);
    const writable = writableDuckDbFile(options);
    if (writable !== undefined) return new WorkerOwnedEngine(this.files, options, writable);
    const file = duckDbFileOf(options);
    // Opened read-only here: a worker that still holds it for writing (the settings changed)
    // must let go first.
    if (file !== undefined) await this.files.releaseFile(file);
    return createEngine(options);
  }

  /** The engine of a database row, created on first use. */
  get(row: DatabaseRow): Promise<Engine> {
    const cached = this.engines.get(row.id);
    if (cached && cached.changedOn === row.changed_on) return cached.engine;
    if (cached) void this.invalidate(row.id);
    const engine = engineOptionsFor(row, this.box, this.config).then((options) =>
      this.engineFor(options),
    );
    this.engines.set(row.id, { changedOn: row.changed_on, engine });
    engine.catch(() => this.engines.delete(row.id));
    return engine;
  }

  /** Closes a database's engine after it was changed or deleted. */
  async invalidate(id: number): Promise<void> {
    const cached = this.engines.get(id);
    this.engines.delete(id);
    if (cached) await (await cached.engine.catch(() => undefined))?.close();
  }

  /** Closes every engine. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.engines.keys()].map((id) => this.invalidate(id)));
  }
}
