import { parse } from 'yaml';
import { z } from 'zod';
import { ErrorType } from '@common/errors/errorTypes';
import { AppError } from '../errors';
import { readImportBundle } from './readImportBundle';

/** A chart file of a bundle (Superset's ImportV1ChartSchema); other keys are ignored. */
export const bundleChart = z.object({
  slice_name: z.string().min(1).max(250),
  description: z.string().max(65_536).nullish(),
  certified_by: z.string().max(1000).nullish(),
  certification_details: z.string().max(65_536).nullish(),
  viz_type: z.string().min(1).max(250),
  params: z.union([z.record(z.string(), z.unknown()), z.string().max(1_000_000)]).nullish(),
  query_context: z.union([z.string().max(1_000_000), z.record(z.string(), z.unknown())]).nullish(),
  cache_timeout: z.int().min(0).max(2_147_483_647).nullish(),
  uuid: z.string().min(1).max(36),
  dataset_uuid: z.string().min(1).max(36),
  is_managed_externally: z.boolean().nullish(),
  external_url: z.string().max(2000).nullish(),
});
export type BundleChart = z.infer<typeof bundleChart>;

/** What a chart import reads of a bundle's dataset file, to find the dataset in Tessera. */
export const bundleDatasetRef = z.object({
  uuid: z.string().min(1).max(36),
  table_name: z.string().min(1),
  catalog: z.string().nullish(),
  schema: z.string().nullish(),
  database_uuid: z.string().min(1).max(36),
});

/** What a chart import reads of a bundle's database file. */
export const bundleDatabaseRef = z.object({ database_name: z.string(), uuid: z.string() });

/** Superset's answer to a bundle it cannot import: 422 with a message per file. */
export function chartImportError(extra: Record<string, unknown>): AppError {
  return new AppError(422, 'Error importing chart', ErrorType.GENERIC_COMMAND_ERROR, extra);
}

/** The YAML texts of a chart bundle by bundle path; refuses what is not a ZIP or too large. */
export function readChartBundle(zip: Uint8Array): Map<string, string> {
  return readImportBundle(zip, {
    folders: ['databases', 'datasets', 'charts'],
    importError: chartImportError,
    noun: 'charts',
  });
}

/** A YAML document, or undefined when it does not parse. */
export function parseBundleYaml(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return parse(text, { maxAliasCount: 100 }) as unknown;
  } catch {
    return undefined;
  }
}
