import { listDatasets } from '@app/api/datasets';

/** A dataset as a choice of the chart list's pickers: "schema.table (database)". */
export type DatasetChoice = { value: number; label: string };

/** Datasets whose name holds `text`, by name, as picker choices (100 at most, spec §9). */
export async function datasetChoices(text: string): Promise<DatasetChoice[]> {
  const search = text.trim();
  const answer = await listDatasets({
    filters: search ? [{ col: 'table_name', opr: 'ct', value: search }] : [],
    order_column: 'table_name',
    order_direction: 'asc',
    page: 0,
    page_size: 100,
  });
  return answer.result.map((dataset) => ({
    value: dataset.id,
    label: `${dataset.schema ? `${dataset.schema}.` : ''}${dataset.table_name} (${dataset.database.database_name})`,
  }));
}

/** Explore of a new chart of this type on this dataset. */
export function newChartUrl(datasetId: number, vizType: string): string {
  const params = new URLSearchParams({
    datasource_type: 'table',
    datasource_id: String(datasetId),
    viz_type: vizType,
  });
  return `/explore/?${params.toString()}`;
}
