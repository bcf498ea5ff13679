import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { executeAcceptedResponse } from '@common/api/queryRecord';
import { executeBody } from '@common/api/sqllab';
import { urlParamsFrom } from '@common/api/templateContext';
import { ErrorType } from '@common/errors/errorTypes';
import { COLUMNAR_CONTENT_TYPE } from '@common/results/columnarMediaType';
import type { AppContext } from '@server/context';
import { AppError, NotFoundError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { queryRecord } from '@server/queries/queryRecord';
import { readAll, type ResultFormat, resultPayload } from '@server/queries/resultPayload';
import { rowsCsvPieces } from '@server/queries/rowsCsv';
import { executeQuery } from '@server/services/executeQuery';
import { queryExtraOf, type QueryRow } from '@server/store/queryRepository';
import { parseQuery } from '../queryParams';
import { zodRouter } from '../types';

const EXPIRED_MESSAGE =
  'Data could not be retrieved from the results backend. You need to re-run the original query.';

const resultsQuery = z.object({
  key: z.string().min(1).max(64),
  rows: z.coerce.number().int().min(0).optional(),
});

/** The error answer of a failed or stopped run, from its record. */
function failure(row: QueryRow, databaseName: string) {
  const errors = queryExtraOf(row).errors ?? [
    {
      message: row.error_message ?? 'The query failed',
      error_type: ErrorType.GENERIC_DB_ENGINE_ERROR,
      level: 'error',
      extra: {},
    },
  ];
  return { errors, message: row.error_message, query: queryRecord(row, databaseName) };
}

/** Columnar bytes for clients that ask for them (the web app), Superset's JSON for the rest. */
function formatOf(request: FastifyRequest): ResultFormat {
  return request.headers.accept?.includes(COLUMNAR_CONTENT_TYPE) ? 'columnar' : 'json';
}

async function sendResults(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  row: QueryRow,
  databaseName: string,
  rows?: number,
  inMemory?: Buffer,
) {
  const columns = queryExtraOf(row).columns ?? [];
  const payload = row.results_key
    ? await resultPayload(
        ctx.runner.backend,
        row.results_key,
        queryRecord(row, databaseName),
        columns,
        { format: formatOf(request), rows, inMemory },
      )
    : undefined;
  if (!payload) throw new AppError(410, EXPIRED_MESSAGE, ErrorType.RESULTS_BACKEND_ERROR);
  return reply.type(payload.contentType).send(payload.body);
}

/** POST /api/v1/sqllab/execute/ and GET /api/v1/sqllab/results/. */
export function sqllabRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);

  router.post(
    '/api/v1/sqllab/execute/',
    { schema: { body: executeBody, response: { 202: executeAcceptedResponse } } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { database, record, finished } = await executeQuery(ctx, principal, request.body, {
        answerFirst: true,
        urlParams: urlParamsFrom(request.query),
      });
      if (record.run_async === 1) {
        finished.catch((error: unknown) =>
          request.log.error({ err: error }, 'async query bookkeeping failed'),
        );
        return reply.status(202).send({ query: queryRecord(record, database.database_name) });
      }
      const { row: final, bytes } = await finished;
      if (final.status === 'success') {
        return sendResults(ctx, request, reply, final, database.database_name, undefined, bytes);
      }
      const status = final.status === 'timed_out' ? 408 : 400;
      // Undeclared, like results: the error handler answers 400s of this route in its own shape.
      const undeclared: FastifyReply = reply;
      return undeclared.status(status).send(failure(final, database.database_name));
    },
  );

  router.get('/api/v1/sqllab/results/', async (request, reply) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_get_results', 'SQLLab');
    const { key, rows } = parseQuery(resultsQuery, request.query);
    const row = await ctx.queries.findByResultsKey(key);
    // Another user's results are as unknown as missing ones.
    if (!row || row.user_id !== principal.user.id)
      throw new NotFoundError('No query holds these results');
    const database = await ctx.databases.findById(row.database_id);
    return sendResults(ctx, request, reply, row, database?.database_name ?? '', rows);
  });

  router.get(
    '/api/v1/sqllab/export/:client_id/',
    { schema: { params: z.object({ client_id: z.string().min(1).max(11) }) } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_export_csv', 'SQLLab');
      const row = await ctx.queries.findByClientId(request.params.client_id);
      // Another user's query is as unknown as a missing one.
      if (!row || row.user_id !== principal.user.id) throw new NotFoundError('No such query');
      const stored = row.results_key ? await ctx.runner.backend.open(row.results_key) : undefined;
      if (!stored) throw new AppError(410, EXPIRED_MESSAGE, ErrorType.RESULTS_BACKEND_ERROR);
      const pieces = rowsCsvPieces(await readAll(stored));
      const stamp = new Date(row.start_time ?? Date.now())
        .toISOString()
        .replace(/[-:]|\.\d+Z$/g, '');
      const tab = (row.tab_name ?? 'query').replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 50);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sqllab_${tab}_${stamp}.csv"`)
        .send(
          Readable.from(
            (async function* () {
              for (const piece of pieces) {
                yield Buffer.from(piece);
                await nextTurn();
              }
            })(),
          ),
        );
    },
  );
}
