import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { closeContext } from './context';
import { SecretKeyError } from './services/loadSecretKey';
import { StoreTooNewError } from './store/migrate';

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
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
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
    error instanceof StoreTooNewError;
  console.error(known ? `Tessera cannot start: ${(error as Error).message}` : error);
  process.exit(1);
});
