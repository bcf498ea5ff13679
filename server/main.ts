import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { closeContext } from './context';
import { SecretKeyError } from './services/loadSecretKey';
import { MigrationFailedError, StoreTooNewError } from './store/migrate';

/** How long a shutdown may take before the process ends regardless. */
const SHUTDOWN_LIMIT_MS = 10_000;

/** Process entry: config → store → app → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { ctx, adminCreated, generatedAdminPassword } = await bootstrap(config, (line) =>
    console.log(line),
  );
  if (adminCreated) {
    console.log(`Created the first admin user "${config.adminUsername}".`);
    if (generatedAdminPassword) {
      console.log(`Its generated password, shown only this once: ${generatedAdminPassword}`);
    }
  }
  const app = await buildApp(ctx, { logLevel: process.env.TESSERA_LOG_LEVEL || 'warn' });
  const shutdown = async () => {
    // Whatever hangs (an engine that ignores its cancel, a stuck connection), the process ends.
    setTimeout(() => {
      console.error(`Tessera did not stop within ${SHUTDOWN_LIMIT_MS / 1000} s; ending now.`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    ctx.scheduler?.stop();
    // Stops accepting at once; requests under way get their answers first.
    const closing = app.close();
    // Runs end now as failed, so their waiting clients are answered, and cancel in the engines.
    await ctx.runner.interruptAll();
    await closing;
    await closeContext(ctx);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  // A served process will run queries: load the workers now rather than on the first run.
  ctx.runner.pool.warm();
  ctx.templates.warm();
  console.log(
    `Tessera is serving on http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof SecretKeyError ||
    error instanceof StoreTooNewError ||
    error instanceof MigrationFailedError;
  console.error(known ? `Tessera cannot start: ${(error as Error).message}` : error);
  process.exit(1);
});
