import type { AppContext } from '../context';
import { buildExamples } from '../examples/buildExamples';
import { saveDatabase } from './saveDatabase';

export const EXAMPLES_DATABASE_NAME = 'examples';

/** Builds examples.duckdb once and registers it as the read-only database `examples`. */
export async function registerExamples(
  ctx: AppContext,
  log: (line: string) => void,
): Promise<void> {
  const built = await buildExamples(ctx.config.home, { log });
  if (built.built) log(`Built the examples database in ${(built.ms / 1000).toFixed(1)} s.`);
  if (await ctx.databases.findByName(EXAMPLES_DATABASE_NAME)) return;
  const admin = await ctx.users.findByUsername(ctx.config.adminUsername);
  await saveDatabase(
    ctx,
    admin?.id ?? 0,
    undefined,
    {
      database_name: EXAMPLES_DATABASE_NAME,
      sqlalchemy_uri: 'duckdb:///examples.duckdb',
      expose_in_sqllab: true,
      // Embedded DuckDB answers fast: synchronous runs show results soonest, as Superset's examples do.
      allow_run_async: false,
      allow_dml: false,
      allow_ctas: false,
      allow_cvas: false,
      cache_timeout: null,
      extra: JSON.stringify({ cost_estimate_enabled: true }),
    },
    { isExamples: true },
  );
}
