import type { DatasourcePayload } from '@common/api/datasets';
import type { DatasetOwnerRow } from '@server/services/findDataset';
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
} from '../dataset/datasetSemantics';

/** Superset's `datasource.data` of a dataset: what Explore needs to build controls and queries. */
export function datasourcePayload(
  row: DatasetListRow,
  owners: DatasetOwnerRow[],
): DatasourcePayload {
  const columns = datasetColumnsOf(row);
  const metrics = datasetMetricsOf(row);
  return {
    id: row.id,
    uid: `${row.id}__table`,
    type: 'table',
    name: datasourceName(row),
    datasource_name: row.table_name,
    table_name: row.table_name,
    catalog: row.catalog || null,
    schema: row.schema || null,
    description: row.description,
    database: {
      id: row.database_id,
      name: row.database_name,
      database_name: row.database_name,
      backend: row.backend,
    },
    columns,
    metrics,
    main_dttm_col: row.main_dttm_col,
    time_grain_sqla: timeGrainChoices(row.backend),
    granularity_sqla: granularityChoices(columns),
    verbose_map: verboseMap(columns, metrics),
    column_formats: columnFormats(metrics),
    currency_formats: Object.fromEntries(
      metrics.flatMap((metric) => (metric.currency ? [[metric.metric_name, metric.currency]] : [])),
    ),
    order_by_choices: orderByChoices(columns),
    owners,
    sql: row.sql,
    template_params: row.template_params,
    extra: row.extra,
    cache_timeout: row.cache_timeout,
    default_endpoint: row.default_endpoint,
    select_star: selectStar(row, row.backend),
    edit_url: `/tablemodelview/edit/${row.id}`,
    is_sqllab_view: false,
  };
}
