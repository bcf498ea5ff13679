import { strToU8, zipSync, type Zippable } from 'fflate';
import { stringify } from 'yaml';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { ChartRepository, type ChartListRow } from '../store/chartRepository';
import { DatasetRepository } from '../store/datasetRepository';
import { datasetBundleFiles } from './exportDatasets';
import { BUNDLE_VERSION, fileStem, stamp } from './exportDatabases';
import { assertChartsReadable } from './findReadableChart';

/** Superset exports `params` parsed; text that is not JSON stays text. */
function parsedParams(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One chart's file: Superset's ImportV1ChartSchema fields (`query_context` stays JSON text). */
function chartYaml(row: ChartListRow, datasetUuid: string | null): string {
  return stringify({
    slice_name: row.slice_name,
    description: row.description,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    viz_type: row.viz_type,
    params: parsedParams(row.params),
    query_context: row.query_context,
    cache_timeout: row.cache_timeout,
    uuid: row.uuid,
    version: BUNDLE_VERSION,
    dataset_uuid: datasetUuid,
  });
}

/**
 * The bundle files of charts (`charts/<name>_<id>.yaml`) with their datasets and databases, by
 * bundle path. Every chart must exist and be readable (404 otherwise).
 */
export async function chartBundleFiles(
  ctx: AppContext,
  principal: Principal,
  ids: number[],
): Promise<Record<string, string>> {
  const unique = [...new Set(ids)];
  const rows = await new ChartRepository(ctx.db).findByIds(unique);
  if (rows.length !== unique.length) throw new NotFoundError('Not found');
  await assertChartsReadable(ctx, principal, rows);
  rows.sort((a, b) => a.id - b.id);
  const datasetIds = [
    ...new Set(rows.flatMap((row) => (row.table_name === null ? [] : [row.datasource_id ?? 0]))),
  ];
  // The dataset files first: exporting a dataset gives it a uuid if it had none.
  const files = await datasetBundleFiles(ctx, principal, datasetIds);
  const datasets = new DatasetRepository(ctx.db);
  for (const row of rows) {
    const dataset =
      row.table_name === null ? undefined : await datasets.findById(row.datasource_id ?? 0);
    files[`charts/${fileStem(row.slice_name)}_${row.id}.yaml`] = chartYaml(
      row,
      dataset?.uuid ?? null,
    );
  }
  return files;
}

/** GET /api/v1/chart/export/?q=!(ids): Superset's chart bundle (type Slice) as a ZIP. */
export async function exportCharts(
  ctx: AppContext,
  principal: Principal,
  ids: number[],
  now = new Date(),
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const root = `chart_export_${stamp(now)}`;
  const files: Zippable = {
    [`${root}/metadata.yaml`]: strToU8(
      stringify({ version: BUNDLE_VERSION, type: 'Slice', timestamp: now.toISOString() }),
    ),
  };
  for (const [path, text] of Object.entries(await chartBundleFiles(ctx, principal, ids)))
    files[`${root}/${path}`] = strToU8(text);
  return { fileName: `${root}.zip`, bytes: zipSync(files, { level: 6 }) };
}
