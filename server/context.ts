import type { Config } from './config';
import type { Store, StoreDialect } from './store/db';
import { DatabaseEngines } from './queries/databaseEngines';
import { QueryRunner } from './queries/queryRunner';
import { RedisResultsBackend } from './queries/resultsBackend';
import { TemplateRenderer } from './queries/templateRenderer';
import { QueryRepository } from './store/queryRepository';
import { SecretBox } from './services/secretBox';
import { DatabaseRepository } from './store/databaseRepository';
import { LogRepository } from './store/logRepository';
import { RoleRepository } from './store/roleRepository';
import { SessionRepository } from './store/sessionRepository';
import { UserRepository } from './store/userRepository';
import { LoginThrottle } from './services/loginThrottle';
import { deriveKey } from './services/loadSecretKey';
import { createAsyncEventStore } from './chartData/asyncEventStore';
import { AsyncJobManager } from './chartData/asyncJobs';
import { type ChartDataCache, createChartDataCache } from './chartData/chartDataCache';

/** What routes and services share: configuration, the store and keys. */
export interface AppContext {
  config: Config;
  db: Store;
  dialect: StoreDialect;
  tokenKey: Uint8Array;
  users: UserRepository;
  roles: RoleRepository;
  sessions: SessionRepository;
  logs: LogRepository;
  loginThrottle: LoginThrottle;
  secretBox: SecretBox;
  databases: DatabaseRepository;
  engines: DatabaseEngines;
  queries: QueryRepository;
  runner: QueryRunner;
  /** Renders SQL templates off the event loop, with a time and memory budget. */
  templates: TemplateRenderer;
  /** Encoded chart data answers: in memory (LRU by bytes) or in Redis. */
  chartCache: ChartDataCache;
  /** Chart data run as jobs (TESSERA_ASYNC_QUERIES), their steps as events per user channel. */
  asyncJobs: AsyncJobManager;
  /** The scheduled-queries loop of this process, once bootstrap started it. */
  scheduler?: { stop(): void };
}

/** Assembles the context from an opened, migrated store. */
export function createContext(
  config: Config,
  db: Store,
  dialect: StoreDialect,
  secretKey: string,
): AppContext {
  const secretBox = new SecretBox(deriveKey(secretKey, 'encryption'));
  const runner = new QueryRunner(db, {
    home: config.home,
    workers: config.queryWorkers,
    perUserCap: config.maxQueriesPerUser,
    workerMemoryMb: config.queryWorkerMemoryMb,
    backend: config.redisUrl ? new RedisResultsBackend(config.redisUrl) : undefined,
    sharedStore: dialect === 'postgres',
  });
  return {
    config,
    db,
    dialect,
    tokenKey: deriveKey(secretKey, 'jwt'),
    users: new UserRepository(db),
    roles: new RoleRepository(db),
    sessions: new SessionRepository(db),
    logs: new LogRepository(db),
    loginThrottle: new LoginThrottle(config.loginMaxFailures, config.loginWindowMs),
    secretBox,
    databases: new DatabaseRepository(db),
    // Writable DuckDB files are reached through the worker that owns them.
    engines: new DatabaseEngines(secretBox, config, runner.pool.files),
    queries: new QueryRepository(db),
    runner,
    templates: new TemplateRenderer(config.templateTimeoutMs),
    chartCache: createChartDataCache(config),
    asyncJobs: new AsyncJobManager(
      createAsyncEventStore(config),
      deriveKey(secretKey, 'async-channels'),
    ),
  };
}

/** Releases what the context holds: workers, engines, the store. */
export async function closeContext(ctx: AppContext): Promise<void> {
  ctx.scheduler?.stop();
  await ctx.runner.close();
  // After the runner: jobs under way then end quickly, and can still record how they ended.
  await ctx.asyncJobs.close();
  await ctx.chartCache.close();
  await ctx.templates.close();
  await ctx.engines.closeAll();
  await ctx.db.destroy();
}
