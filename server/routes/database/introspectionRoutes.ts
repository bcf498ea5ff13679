import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SchemasAnswer } from '@common/api/databases';
import type { AppContext } from '@server/context';
import { defaultSchema } from '@server/engines/defaultSchema';
import { EngineError, type Engine } from '@server/engines/engine';
import { AppError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { assertDatabaseAccess } from '@server/policies/databasePolicy';
import { introspectionCache } from '@server/queries/introspectionCache';
import { booleanParam, parseQuery } from '../queryParams';
import { idParams, zodRouter } from '../types';

const flagParam = z.unknown().transform(booleanParam);
const catalogsQuery = z.object({ force: flagParam.optional() });
const schemasQuery = z.object({ force: flagParam.optional(), catalog: z.string().optional() });
const tablesQuery = z.object({
  force: flagParam.optional(),
  schema_name: z.string().min(1),
  catalog_name: z.string().optional(),
});
const tableQuery = z.object({
  name: z.string().min(1),
  schema: z.string().min(1),
  catalog: z.string().optional(),
});

/** A table's metadata; a table that is not there is a 404, as any missing resource. */
async function metadataOf(engine: Engine, name: string, schema: string, catalog?: string) {
  try {
    return await engine.tableMetadata(name, schema, catalog);
  } catch (error) {
    if (error instanceof EngineError && error.errorType === 'TABLE_DOES_NOT_EXIST_ERROR')
      throw new AppError(404, error.message, error.errorType, { engine_name: error.engineName });
    throw error;
  }
}

/** Catalogs, schemas, tables and table metadata of a database the caller may access. */
export function introspectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/database/:id';
  const cache = introspectionCache();

  async function engineFor(request: FastifyRequest, id: number) {
    const row = assertDatabaseAccess(requirePrincipal(request), await ctx.databases.findById(id));
    return { row, engine: await ctx.engines.get(row) };
  }

  router.get(`${base}/catalogs/`, { schema: { params: idParams } }, async (request) => {
    const { force } = parseQuery(catalogsQuery, request.query);
    const { row, engine } = await engineFor(request, request.params.id);
    const result = await cache.get(`${row.id}:${row.changed_on}:catalogs`, force === true, () =>
      engine.catalogs(),
    );
    return { count: result.length, result };
  });

  router.get(`${base}/schemas/`, { schema: { params: idParams } }, async (request) => {
    const { force, catalog } = parseQuery(schemasQuery, request.query);
    const { row, engine } = await engineFor(request, request.params.id);
    const result = await cache.get(
      `${row.id}:${row.changed_on}:schemas:${catalog ?? ''}`,
      force === true,
      () => engine.schemas(catalog),
    );
    const answer: SchemasAnswer = {
      count: result.length,
      result,
      default_schema: defaultSchema(row.backend, row.sqlalchemy_uri, result),
    };
    return answer;
  });

  router.get(`${base}/tables/`, { schema: { params: idParams } }, async (request) => {
    const { force, schema_name, catalog_name } = parseQuery(tablesQuery, request.query);
    const { row, engine } = await engineFor(request, request.params.id);
    const result = await cache.get(
      `${row.id}:${row.changed_on}:tables:${catalog_name ?? ''}:${schema_name}`,
      force === true,
      () => engine.tables(schema_name, catalog_name),
    );
    return { count: result.length, result };
  });

  router.get(`${base}/table_metadata/`, { schema: { params: idParams } }, async (request) => {
    const { name, schema, catalog } = parseQuery(tableQuery, request.query);
    const { engine } = await engineFor(request, request.params.id);
    return metadataOf(engine, name, schema, catalog);
  });

  router.get(`${base}/table_metadata/extra/`, { schema: { params: idParams } }, async (request) => {
    const { name, schema, catalog } = parseQuery(tableQuery, request.query);
    const { engine } = await engineFor(request, request.params.id);
    const metadata = await metadataOf(engine, name, schema, catalog);
    // Superset answers engine-specific extras here (partitions, clustering); none of ours have any.
    return { metadata: { comment: metadata.comment } };
  });

  // Superset has both forms: /select_star/<table>/ (schema as a parameter) and /select_star/<table>/<schema>/.
  router.get(
    `${base}/select_star/:table/:schema?/`,
    {
      schema: {
        params: idParams.extend({ table: z.string().min(1), schema: z.string().min(1).optional() }),
      },
    },
    async (request) => {
      const { schema } = parseQuery(
        z.object({ schema: z.string().min(1).optional() }),
        request.query,
      );
      const { row, engine } = await engineFor(request, request.params.id);
      const named = request.params.schema ?? schema;
      const schemas = named ? [] : await engine.schemas();
      const name =
        named ?? defaultSchema(row.backend, row.sqlalchemy_uri, schemas) ?? schemas[0] ?? 'main';
      const metadata = await metadataOf(engine, request.params.table, name);
      return { result: metadata.selectStar };
    },
  );
}
