import { z } from 'zod';
import { ErrorType } from '@common/errors/errorTypes';
import { AppError } from '../errors';
import { readImportBundle } from './readImportBundle';

/** A dashboard file of a bundle (Superset's ImportV1DashboardSchema); other keys are ignored. */
export const bundleDashboard = z.object({
  dashboard_title: z.string().max(500).nullish(),
  description: z.string().max(65_536).nullish(),
  css: z.string().max(1_000_000).nullish(),
  slug: z.string().max(255).nullish(),
  uuid: z.string().min(1).max(36),
  position: z.record(z.string(), z.unknown()).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  certified_by: z.string().max(1000).nullish(),
  certification_details: z.string().max(65_536).nullish(),
  published: z.boolean().nullish(),
  is_managed_externally: z.boolean().nullish(),
  external_url: z.string().max(2000).nullish(),
});
export type BundleDashboard = z.infer<typeof bundleDashboard>;

/** Superset's answer to a dashboard bundle it cannot import: 422 with a message per file. */
export function dashboardImportError(extra: Record<string, unknown>): AppError {
  return new AppError(422, 'Error importing dashboard', ErrorType.GENERIC_COMMAND_ERROR, extra);
}

/** The YAML texts of a dashboard bundle by bundle path; refuses what is not a ZIP or too large. */
export function readDashboardBundle(zip: Uint8Array): Map<string, string> {
  return readImportBundle(zip, {
    folders: ['databases', 'datasets', 'charts', 'dashboards'],
    importError: dashboardImportError,
    noun: 'dashboards',
  });
}
