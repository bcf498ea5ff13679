import type { DatasetListItem, DatasetRecord } from '@common/api/datasets';
import { humanizeAge } from '@common/humanizeAge';
import { dialectFor } from '@server/engines/dialects';
import { datasetColumnsOf, type DatasetListRow } from '@server/store/datasetRepository';

/** A dataset as lists answer it. */
export function datasetListItem(row: DatasetListRow, now = Date.now()): DatasetListItem {
  return {
    id: row.id,
    table_name: row.table_name,
    catalog: row.catalog || null,
    schema: row.schema || null,
    database: { id: row.database_id, database_name: row.database_name },
    kind: row.kind === 'virtual' ? 'virtual' : 'physical',
    datasource_type: 'table',
    sql: row.sql,
    description: row.description,
    owners:
      row.owner_id === null
        ? []
        : [
            {
              id: row.owner_id,
              first_name: row.owner_first_name ?? '',
              last_name: row.owner_last_name ?? '',
            },
          ],
    is_managed_externally: row.is_managed_externally === 1,
    external_url: row.external_url,
    explore_url: `/explore/?datasource_type=table&datasource_id=${row.id}`,
    changed_on_utc: new Date(row.changed_on).toISOString(),
    changed_on_delta_humanized: humanizeAge(now - row.changed_on),
  };
}

/** `SELECT * … LIMIT 100` of the dataset, with the engine's identifier quoting. */
function selectStar(row: DatasetListRow, backend: string): string {
  const dialect = dialectFor(backend);
  const quote = (name: string) => dialect?.quoteIdentifier(name) ?? name;
  if (row.sql) return `SELECT * FROM (\n${row.sql}\n) AS virtual_table LIMIT 100`;
  const parts = [row.catalog, row.schema, row.table_name].filter((part) => part !== '');
  return `SELECT * FROM ${parts.map(quote).join('.')} LIMIT 100`;
}

/** A dataset as GET /api/v1/dataset/{id} answers it: with columns and select_star. */
export function datasetRecord(
  row: DatasetListRow,
  backend: string,
  now = Date.now(),
): DatasetRecord {
  return {
    ...datasetListItem(row, now),
    columns: datasetColumnsOf(row),
    select_star: selectStar(row, backend),
    created_on_utc: new Date(row.created_on).toISOString(),
  };
}
