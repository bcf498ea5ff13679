import type { AppContext } from '@server/context';
import { DatasetRepository } from '@server/store/datasetRepository';
import { datasourcePayload } from '../datasource/datasourcePayload';

/** Superset's stand-in dataset when a chart's dataset is gone. */
const MISSING_DATASET = {
  name: '[Missing Dataset]',
  type: 'table',
  columns: [],
  metrics: [],
  database: { id: 0, backend: '' },
  owners: [],
};

/** The dataset part of Explore's answer: the datasource payload, or the missing stand-in. */
export async function exploreDataset(ctx: AppContext, datasetId: number | null): Promise<unknown> {
  if (datasetId === null) return MISSING_DATASET;
  const datasets = new DatasetRepository(ctx.db);
  const row = await datasets.findById(datasetId);
  if (!row) return MISSING_DATASET;
  const owners = (await datasets.ownersOf([datasetId])).get(datasetId) ?? [];
  return datasourcePayload(row, owners);
}
