import type { DatasetGetOrCreateBody } from '@common/api/datasets';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertDatabaseAccess } from '../policies/databasePolicy';
import { assertCan } from '../policies/securityPolicy';
import { DatasetRepository } from '../store/datasetRepository';
import { createDataset, datasetName } from './createDataset';

/** The id of the physical dataset of a table, created when there is none yet. */
export async function getOrCreateDataset(
  ctx: AppContext,
  principal: Principal,
  body: DatasetGetOrCreateBody,
): Promise<number> {
  assertCan(principal, 'can_write', 'Dataset');
  const database = assertDatabaseAccess(principal, await ctx.databases.findById(body.database_id));
  const name = datasetName(database, body);
  const datasets = new DatasetRepository(ctx.db);
  const existing = await datasets.findByName(name);
  if (existing) return existing.id;
  const create = { ...body, ...name, database: database.id, is_managed_externally: false };
  try {
    return await createDataset(ctx, principal, { ...create, schema: name.schema || null });
  } catch (error) {
    // Another caller created it meanwhile: that one is the answer.
    const created = await datasets.findByName(name);
    if (created && error instanceof AppError && error.statusCode === 422) return created.id;
    throw error;
  }
}
