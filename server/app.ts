import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errorHandler';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerStaticApp } from './plugins/staticApp';
import { dashboardChartTypes } from './services/dashboardChartTypes';
import { chartRoutes } from './routes/chart/chartRoutes';
import { chartTransferRoutes } from './routes/chart/chartTransferRoutes';
import { chartDataRoutes } from './routes/chartData/chartDataRoutes';
import { dashboardRoutes } from './routes/dashboard/dashboardRoutes';
import { dashboardPermalinkRoutes } from './routes/dashboard/dashboardPermalinkRoutes';
import { dashboardTransferRoutes } from './routes/dashboard/dashboardTransferRoutes';
import { asyncEventRoutes } from './routes/asyncEvent/asyncEventRoutes';
import { databaseRoutes } from './routes/database/databaseRoutes';
import { databaseTransferRoutes } from './routes/database/databaseTransferRoutes';
import { exploreRoutes } from './routes/explore/exploreRoutes';
import { datasetRoutes } from './routes/dataset/datasetRoutes';
import { datasourceRoutes } from './routes/datasource/datasourceRoutes';
import { columnValuesRoutes } from './routes/datasource/columnValuesRoutes';
import { savedQueryScheduleRoutes } from './routes/savedQuerySchedule/savedQueryScheduleRoutes';
import { introspectionRoutes } from './routes/database/introspectionRoutes';
import { queryListRoutes } from './routes/query/queryListRoutes';
import { queryRoutes } from './routes/query/queryRoutes';
import { sqllabFormRoutes } from './routes/sqllab/sqllabFormRoutes';
import { sqllabRoutes } from './routes/sqllab/sqllabRoutes';
import { sqllabSocketRoutes } from './routes/sqllab/sqllabSocketRoutes';
import { sqllabToolsRoutes } from './routes/sqllab/sqllabToolsRoutes';
import { healthRoutes } from './routes/health/healthRoutes';
import { logRoutes } from './routes/log/logRoutes';
import { meRoutes } from './routes/me/meRoutes';
import { roleRoutes } from './routes/security/roleRoutes';
import { tokenRoutes } from './routes/security/tokenRoutes';
import { userRoutes } from './routes/security/userRoutes';
import { sessionRoutes } from './routes/session/sessionRoutes';
import { keyValueRoutes } from './routes/keyValue/keyValueRoutes';
import { savedQueryRoutes } from './routes/savedQuery/savedQueryRoutes';
import { sqllabBootstrapRoutes } from './routes/tabState/sqllabBootstrapRoutes';
import { tableSchemaRoutes } from './routes/tabState/tableSchemaRoutes';
import { tabStateRoutes } from './routes/tabState/tabStateRoutes';
import { annotationLayerRoutes } from './routes/annotationLayer/annotationLayerRoutes';
import { rowLevelSecurityRoutes } from './routes/rowLevelSecurity/rowLevelSecurityRoutes';

export interface BuildAppOptions {
  /** Fastify log level; logging is off when absent (tests). */
  logLevel?: string;
}

/**
 * Once the app is closing, every answer ends its connection: a keep-alive connection would
 * otherwise hold the close for its whole idle timeout after the last answer.
 */
function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

/** Fastify's trust setting: a hop count becomes "trust the first n hops" (socket first). */
function trustedHops(
  setting: false | number | string,
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Builds the Fastify app with every plugin and route; tests call it and use inject(). */
export async function buildApp(
  ctx: AppContext,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logLevel ? { level: options.logLevel } : false,
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: trustedHops(ctx.config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  closeConnectionsWhenClosing(app);
  await app.register(cookie);
  registerAuth(app, ctx);
  await registerStaticApp(app, ctx.config.staticDir, (principal, idOrSlug) =>
    dashboardChartTypes(ctx, principal, idOrSlug),
  );

  healthRoutes(app);
  sessionRoutes(app, ctx);
  tokenRoutes(app, ctx);
  meRoutes(app);
  userRoutes(app, ctx);
  roleRoutes(app, ctx);
  rowLevelSecurityRoutes(app, ctx);
  annotationLayerRoutes(app, ctx);
  logRoutes(app, ctx);
  await databaseTransferRoutes(app, ctx);
  databaseRoutes(app, ctx);
  introspectionRoutes(app, ctx);
  sqllabRoutes(app, ctx);
  queryRoutes(app, ctx);
  sqllabToolsRoutes(app, ctx);
  queryListRoutes(app, ctx);
  datasetRoutes(app, ctx);
  datasourceRoutes(app, ctx);
  columnValuesRoutes(app, ctx);
  chartRoutes(app, ctx);
  await chartTransferRoutes(app, ctx);
  chartDataRoutes(app, ctx);
  dashboardRoutes(app, ctx);
  dashboardPermalinkRoutes(app, ctx);
  await dashboardTransferRoutes(app, ctx);
  exploreRoutes(app, ctx);
  savedQueryScheduleRoutes(app, ctx);
  tabStateRoutes(app, ctx);
  tableSchemaRoutes(app, ctx);
  sqllabBootstrapRoutes(app, ctx);
  savedQueryRoutes(app, ctx);
  keyValueRoutes(app, ctx);
  await sqllabFormRoutes(app, ctx);
  await sqllabSocketRoutes(app, ctx);
  // After SQL Lab's socket routes, which register the websocket plugin both use.
  await asyncEventRoutes(app, ctx);
  return app;
}
