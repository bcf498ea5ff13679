import { createDataset } from '@app/api/datasets';

/** What a chart is made from: a finished query's SQL and where it ran. */
export interface ChartSource {
  sql: string;
  dbId?: number;
  schema?: string | null;
  catalog?: string | null;
  tab?: string | null;
}

/** A unique-enough dataset name: the tab's name and the time to the second. */
export function chartDatasetName(tab: string | null | undefined, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace('T', ' ');
  return `${tab?.trim() || 'Query'} ${stamp}`.slice(0, 250);
}

/**
 * Makes a virtual dataset of the query's SQL (POST /api/v1/dataset/) and answers the Explore
 * address of a new table chart on it. Loaded only when "Create chart" is clicked.
 */
export async function createChartFromQuery(source: ChartSource): Promise<string> {
  if (source.dbId === undefined) throw new Error('The query has no database');
  const { id } = await createDataset({
    database: source.dbId,
    catalog: source.catalog ?? null,
    schema: source.schema ?? null,
    sql: source.sql,
    table_name: chartDatasetName(source.tab),
  });
  return `/explore/?datasource_type=table&datasource_id=${id}&viz_type=table`;
}
