import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { executeBody } from '../../../common/api/sqllab';
import { ErrorType } from '../../../common/errors/errorTypes';
import type { AppContext } from '../../context';
import type { ResultColumn } from '../../engines/engine';
import { AppError, NotFoundError } from '../../errors';
import { requirePrincipal } from '../../plugins/auth';
import { assertCan } from '../../policies/securityPolicy';
import { queryRecord } from '../../queries/queryRecord';
import { resultPayload } from '../../queries/resultPayload';
import { executeQuery } from '../../services/executeQuery';
import type { QueryRow } from '../../store/queryRepository';
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
  const extra = JSON.parse(row.extra_json) as { errors?: unknown[] };
  const errors = extra.errors ?? [
    {
      message: row.error_message ?? 'The query failed',
      error_type: ErrorType.GENERIC_DB_ENGINE_ERROR,
      level: 'error',
      extra: {},
    },
  ];
  return { errors, message: row.error_message, query: queryRecord(row, databaseName) };
}

async function sendResults(
  ctx: AppContext,
  reply: FastifyReply,
  row: QueryRow,
  databaseName: string,
  rows?: number,
  inMemory?: Buffer,
) {
  const columns = (JSON.parse(row.extra_json) as { columns?: ResultColumn[] }).columns ?? [];
  const stream = row.results_key
    ? await resultPayload(
        ctx.runner.backend,
        row.results_key,
        queryRecord(row, databaseName),
        columns,
        rows,
        inMemory,
      )
    : undefined;
  if (!stream) throw new AppError(410, EXPIRED_MESSAGE, ErrorType.RESULTS_BACKEND_ERROR);
  return reply.type('application/json; charset=utf-8').send(stream);
}

/** POST /api/v1/sqllab/execute/ and GET /api/v1/sqllab/results/. */
export function sqllabRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);

  router.post(
    '/api/v1/sqllab/execute/',
    { schema: { body: executeBody } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { database, record, finished } = await executeQuery(ctx, principal, request.body);
      if (record.run_async === 1) {
        finished.catch((error: unknown) =>
          request.log.error({ err: error }, 'async query bookkeeping failed'),
        );
        return reply.status(202).send({ query: queryRecord(record, database.database_name) });
      }
      const { row: final, bytes } = await finished;
      if (final.status === 'success') {
        return sendResults(ctx, reply, final, database.database_name, undefined, bytes);
      }
      const status = final.status === 'timed_out' ? 408 : 400;
      return reply.status(status).send(failure(final, database.database_name));
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
    return sendResults(ctx, reply, row, database?.database_name ?? '', rows);
  });
}
