import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PACKAGE = 'vega-datasets';

/** Whether `dir` holds the vega-datasets package.json. */
function isPackageRoot(dir: string): boolean {
  try {
    const manifest: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return typeof manifest === 'object' && manifest !== null && 'name' in manifest
      ? manifest.name === PACKAGE
      : false;
  } catch {
    return false;
  }
}

/** Locates the `data/` folder of the installed vega-datasets package. */
export function findVegaDatasets(): string {
  // The package's "exports" hide package.json, so resolve its entry point and walk up.
  let dir = path.dirname(createRequire(import.meta.url).resolve(PACKAGE));
  while (!isPackageRoot(dir)) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${PACKAGE} package folder.`);
    dir = parent;
  }
  return path.join(dir, 'data');
}

/** Names the data a folder holds ("vega-datasets@3.2.1"), so a package upgrade rebuilds. */
export function readDatasetsVersion(dataDir: string): string {
  try {
    const manifest: unknown = JSON.parse(
      fs.readFileSync(path.join(dataDir, '..', 'package.json'), 'utf8'),
    );
    if (
      typeof manifest === 'object' &&
      manifest !== null &&
      'name' in manifest &&
      'version' in manifest
    )
      return `${String(manifest.name)}@${String(manifest.version)}`;
  } catch {
    // A custom data folder without a package.json has no version to compare.
  }
  return 'unversioned';
}
