import type { Config } from './config';
import { type AppContext, closeContext, createContext } from './context';
import { bootstrapAdmin } from './services/bootstrapAdmin';
import { loadSecretKey } from './services/loadSecretKey';
import { registerExampleCharts } from './services/registerExampleCharts';
import { registerExampleDashboards } from './services/registerExampleDashboards';
import { registerExamples } from './services/registerExamples';
import { startQueryScheduler } from './services/runScheduledQueries';
import { syncBuiltinRoles } from './services/syncBuiltinRoles';
import { openStore } from './store/db';
import { migrateStore } from './store/migrate';

export interface Bootstrapped {
  ctx: AppContext;
  /** Set only on the start that created the first admin with a generated password. */
  generatedAdminPassword?: string;
  adminCreated: boolean;
}

/** Opens and migrates the store, syncs roles, creates the first admin and loads the secret key. */
export async function bootstrap(
  config: Config,
  log: (line: string) => void = () => {},
): Promise<Bootstrapped> {
  const secretKey = loadSecretKey(config.home, config.secretKey);
  const { db, dialect } = openStore(config.home, config.databaseUrl);
  let ctx: AppContext | undefined;
  try {
    await migrateStore(db, dialect);
    await syncBuiltinRoles(db);
    const admin = await bootstrapAdmin(db, config.adminUsername, config.adminPassword);
    ctx = createContext(config, db, dialect, secretKey);
    await ctx.runner.start();
    ctx.scheduler = startQueryScheduler(ctx);
    if (config.loadExamples) {
      await registerExamples(ctx, log);
      await registerExampleCharts(ctx, log);
      await registerExampleDashboards(ctx, log);
    }
    return { ctx, generatedAdminPassword: admin.generatedPassword, adminCreated: admin.created };
  } catch (error) {
    if (ctx) await closeContext(ctx);
    else await db.destroy();
    throw error;
  }
}
