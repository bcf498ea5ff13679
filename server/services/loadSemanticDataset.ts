import type { SemanticDataset } from '@common/api/datasets';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertDatasourceAccess } from '../policies/datasourcePolicy';
import type { DatabaseRow } from '../store/databaseRepository';
import {
  type DatasetListRow,
  DatasetRepository,
  semanticDatasetOf,
} from '../store/datasetRepository';
import { datasourceRefOf } from './findDataset';
import { renderSqlTemplate } from './renderSqlTemplate';

/**
 * The dataset the chart data path reads, with its database: 404 when either is unknown, 403
 * (DATASOURCE_SECURITY_ACCESS_ERROR) without access to its data. A virtual dataset's SQL comes
 * rendered with its template parameters (`row.sql` keeps the template); a caller that renders
 * with more context (URL parameters, filters) passes `renderSql: false` and renders `row.sql`.
 */
export async function loadSemanticDataset(
  ctx: AppContext,
  principal: Principal,
  datasetId: number,
  options: { renderSql?: boolean } = {},
): Promise<{ dataset: SemanticDataset; database: DatabaseRow; row: DatasetListRow }> {
  const row = await new DatasetRepository(ctx.db).findCachedById(datasetId);
  const database = row ? await ctx.databases.findById(row.database_id) : undefined;
  if (!row || !database) throw new NotFoundError('Dataset not found');
  assertDatasourceAccess(principal, datasourceRefOf(row));
  const dataset = semanticDatasetOf(row);
  if (dataset.sql && options.renderSql !== false)
    dataset.sql = await renderSqlTemplate(
      ctx.templates,
      dataset.sql,
      row.template_params,
      principal.user,
    );
  return { dataset, database, row };
}
