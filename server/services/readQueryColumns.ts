import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatasetColumn } from '@common/api/datasets';
import { ErrorType } from '@common/errors/errorTypes';
import { isLimitable, splitStatements } from '@common/sql/statements';
import type { AppContext } from '../context';
import { dialectFor } from '../engines/dialects';
import { EngineError } from '../engines/engine';
import { AppError, BadRequestError, TooManyRequestsError } from '../errors';
import type { Principal } from '../plugins/auth';
import { engineOptionsFor } from '../queries/databaseEngines';
import { TooManyQueriesError } from '../queries/workerPool';
import type { DatabaseRow } from '../store/databaseRepository';
import { renderSqlTemplate } from './renderSqlTemplate';

/**
 * The columns a SELECT answers, found by running it with LIMIT 0 on a query worker (user SQL
 * never runs in the API process). No query record: this is metadata, not a run of the user's.
 */
export async function readQueryColumns(
  ctx: AppContext,
  principal: Principal,
  database: DatabaseRow,
  sql: string,
  templateParams?: string | null,
): Promise<DatasetColumn[]> {
  const statements = splitStatements(
    await renderSqlTemplate(ctx.templates, sql, templateParams, principal.user),
  );
  const statement = statements[0];
  if (statements.length !== 1 || !statement || !isLimitable(statement)) {
    throw new BadRequestError(
      'A virtual dataset is one SELECT statement.',
      ErrorType.INVALID_SQL_ERROR,
    );
  }
  const dialect = dialectFor(database.backend);
  if (!dialect) throw new BadRequestError(`Unsupported backend ${database.backend}`);
  const jobId = `columns-${crypto.randomUUID()}`;
  // Results this small always travel in the worker's message; the file is never written.
  const spoolFile = path.join(os.tmpdir(), `tessera-${jobId}.tsc`);
  let timer: NodeJS.Timeout | undefined;
  let settled = false;
  let outcome;
  try {
    // As for a synchronous run, the limit covers waiting for a worker too.
    void ctx.runner.pool.whenReady().then(() => {
      if (!settled)
        timer = setTimeout(() => ctx.runner.pool.cancel(jobId), ctx.config.sqlLabTimeoutMs);
    });
    outcome = await ctx.runner.pool.submit(
      {
        type: 'run',
        jobId,
        engine: await engineOptionsFor(database, ctx.secretBox, ctx.config),
        statements: [dialect.applyLimit(statement, 0)],
        limit: null,
        spoolFile,
        spoolAlways: false,
        expiresAt: Date.now() + 60_000,
        inlineMaxBytes: 16 * 1024 * 1024,
      },
      principal.user.id,
      () => undefined,
    );
  } catch (error) {
    if (error instanceof TooManyQueriesError) {
      throw new TooManyRequestsError(
        'Too many queries running. Wait for some to finish or stop them, then try again.',
        5,
      );
    }
    throw error;
  } finally {
    settled = true;
    clearTimeout(timer);
    fs.rm(spoolFile, { force: true }, () => undefined);
  }
  if (!outcome.ok) {
    if (outcome.error.cancelled) {
      throw new AppError(
        408,
        `Reading the columns of the query took longer than the ${ctx.config.sqlLabTimeoutMs / 1000} second time limit.`,
        ErrorType.SQLLAB_TIMEOUT_ERROR,
      );
    }
    // The engine's own message (a syntax error, an unknown table) is what the user can act on.
    throw new EngineError(
      outcome.error.message,
      outcome.error.errorType,
      outcome.error.engineName ?? '',
      outcome.error.extra,
    );
  }
  return outcome.columns.map((column) => ({
    column_name: column.column_name,
    type: column.type,
    type_generic: column.type_generic,
    is_dttm: column.is_dttm,
  }));
}
