import type { DatasetListItem, DatasetOwner, DatasetRecord } from '@common/api/datasets';
import { humanizeAge } from '@common/humanizeAge';
import {
  datasetColumnsOf,
  datasetMetricsOf,
  type DatasetListRow,
} from '@server/store/datasetRepository';
import {
  columnFormats,
  datasourceName,
  granularityChoices,
  orderByChoices,
  selectStar,
  timeGrainChoices,
  verboseMap,
} from './datasetSemantics';

/** Owners as lists answer them (without usernames). */
function ownerItems(owners: DatasetOwner[]): DatasetOwner[] {
  return owners.map(({ id, first_name, last_name }) => ({ id, first_name, last_name }));
}

/** A dataset as lists answer it. */
export function datasetListItem(
  row: DatasetListRow,
  owners: DatasetOwner[],
  now = Date.now(),
): DatasetListItem {
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
    owners: ownerItems(owners),
    is_managed_externally: row.is_managed_externally === 1,
    external_url: row.external_url,
    explore_url: `/explore/?datasource_type=table&datasource_id=${row.id}`,
    changed_on_utc: new Date(row.changed_on).toISOString(),
    changed_on_delta_humanized: humanizeAge(now - row.changed_on),
  };
}

/** A dataset as GET /api/v1/dataset/{id} answers it: Superset's show columns. */
export function datasetRecord(
  row: DatasetListRow,
  owners: DatasetOwner[],
  now = Date.now(),
): DatasetRecord {
  const columns = datasetColumnsOf(row);
  const metrics = datasetMetricsOf(row);
  return {
    ...datasetListItem(row, owners, now),
    database: { id: row.database_id, database_name: row.database_name, backend: row.backend },
    uid: `${row.id}__table`,
    name: datasourceName(row),
    datasource_name: row.table_name,
    columns,
    metrics,
    main_dttm_col: row.main_dttm_col,
    cache_timeout: row.cache_timeout,
    default_endpoint: row.default_endpoint,
    template_params: row.template_params,
    extra: row.extra,
    uuid: row.uuid,
    url: `/tablemodelview/edit/${row.id}`,
    select_star: selectStar(row, row.backend),
    changed_on: new Date(row.changed_on).toISOString(),
    created_on: new Date(row.created_on).toISOString(),
    created_on_utc: new Date(row.created_on).toISOString(),
    changed_by:
      row.changed_by_first_name === null
        ? null
        : { first_name: row.changed_by_first_name, last_name: row.changed_by_last_name ?? '' },
    verbose_map: verboseMap(columns, metrics),
    column_formats: columnFormats(metrics),
    granularity_sqla: granularityChoices(columns),
    time_grain_sqla: timeGrainChoices(row.backend),
    order_by_choices: orderByChoices(columns),
  };
}
