/**
 * Reads a Superset v1 import bundle (a ZIP of YAML files), shared by the database, dataset,
 * chart and dashboard imports: each asks for the asset folders it understands.
 */
import { strFromU8, unzipSync } from 'fflate';
import { AppError } from '../errors';

/** The asset folders of a bundle, each with the shape of its YAML files' paths. */
const FOLDER_FILES = {
  databases: 'databases/[^/]+\\.ya?ml',
  datasets: 'datasets/[^/]+/[^/]+\\.ya?ml',
  charts: 'charts/[^/]+\\.ya?ml',
  dashboards: 'dashboards/[^/]+\\.ya?ml',
} as const;

/** One asset folder of a bundle. */
export type BundleFolder = keyof typeof FOLDER_FILES;

const MAX_YAML_BYTES = 1024 * 1024;

/** What an import reads of a bundle, and how it words a refusal. */
export interface ImportBundleOptions {
  folders: readonly BundleFolder[];
  /** The import's 422 with a message per file. */
  importError: (extra: Record<string, unknown>) => AppError;
  /** What to export again when the upload is not a ZIP ("dashboards", …). */
  noun: string;
}

/** Bundle path without its top folder (`chart_export_…/charts/x.yaml` → `charts/x.yaml`). */
function bundlePath(name: string, folders: readonly string[]): string {
  const parts = name.split('/');
  return parts.length > 1 && !folders.includes(parts[0] ?? '') ? parts.slice(1).join('/') : name;
}

/**
 * The YAML texts of metadata.yaml and the asked folders, by bundle path; refuses what is not a
 * ZIP and any wanted file over 1 MiB.
 */
export function readImportBundle(
  zip: Uint8Array,
  { folders, importError, noun }: ImportBundleOptions,
): Map<string, string> {
  const wanted = new RegExp(
    `^(metadata\\.yaml|${folders.map((folder) => FOLDER_FILES[folder]).join('|')})$`,
  );
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(zip, {
      filter: (file) => {
        const keep = wanted.test(bundlePath(file.name, folders));
        if (keep && file.originalSize > MAX_YAML_BYTES)
          throw importError({ [file.name]: 'The file is too large' });
        return keep;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw importError({ file: `Not a ZIP file: export the ${noun} from Tessera or Superset` });
  }
  return new Map(
    Object.entries(unzipped).map(([name, bytes]) => [bundlePath(name, folders), strFromU8(bytes)]),
  );
}
