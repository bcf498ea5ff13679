import type { DatasetColumn } from '@common/api/datasets';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { datasetColumnsOf, DatasetRepository } from '../store/datasetRepository';
import { tableColumns } from './createDataset';
import { firstTemporalColumn, withColumnIds } from './datasetFields';
import { findEditableDataset } from './findDataset';
import { readQueryColumns } from './readQueryColumns';

/**
 * The synced column list: the source's columns in its order, each keeping the edits (labels,
 * descriptions, flags, ids) of the old column of its name with the source's type; then the
 * calculated columns. Columns gone from the source are dropped.
 */
export function syncColumns(old: DatasetColumn[], source: DatasetColumn[]): DatasetColumn[] {
  const byName = new Map(old.map((column) => [column.column_name, column]));
  const synced = source.map((column) => {
    const kept = byName.get(column.column_name);
    if (!kept || kept.expression) return column;
    const typeChanged = kept.type !== column.type;
    return {
      ...kept,
      type: column.type,
      type_generic: typeChanged ? column.type_generic : kept.type_generic,
      is_dttm: typeChanged ? column.is_dttm || kept.is_dttm : kept.is_dttm,
    };
  });
  const sourceNames = new Set(source.map((column) => column.column_name));
  const calculated = old.filter(
    (column) => column.expression && !sourceNames.has(column.column_name),
  );
  return withColumnIds([...synced, ...calculated], old);
}

/** PUT /api/v1/dataset/{id}/refresh: re-reads the columns from the table or the query. */
export async function refreshDataset(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<void> {
  const { row } = await findEditableDataset(ctx, principal, id);
  const database = await ctx.databases.findById(row.database_id);
  if (!database) throw new NotFoundError('Database not found');
  const source = row.sql
    ? await readQueryColumns(ctx, principal, database, row.sql, row.template_params)
    : await tableColumns(ctx, database, row);
  const columns = syncColumns(datasetColumnsOf(row), source);
  const temporal = new Set(columns.filter((c) => c.is_dttm).map((c) => c.column_name));
  const mainDttm =
    row.main_dttm_col && temporal.has(row.main_dttm_col)
      ? row.main_dttm_col
      : firstTemporalColumn(columns);
  await new DatasetRepository(ctx.db).update(id, {
    columns_json: JSON.stringify(columns),
    main_dttm_col: mainDttm,
    changed_on: Math.max(Date.now(), row.changed_on + 1),
    changed_by_fk: principal.user.id,
  });
}
