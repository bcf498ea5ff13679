import { currentVizType } from '@common/api/currentVizType';
import type { ChartMetadata } from './types';

// Every chart type is a folder: `metadata.ts` (light, bundled with the gallery and the chart
// list) and `index.ts` (the plugin, loaded by pluginLoader.ts).
const metadataModules = import.meta.glob<{ metadata: ChartMetadata }>('./*/metadata.ts', {
  eager: true,
});

const CATALOG: ChartMetadata[] = Object.values(metadataModules)
  .map((module) => module.metadata)
  .sort((a, b) => a.name.localeCompare(b.name));

/** Default chart type of a new chart (spec §9). */
export const DEFAULT_VIZ_TYPE = 'table';

/** Every chart type's metadata, by name. */
export function chartCatalog(): readonly ChartMetadata[] {
  return CATALOG;
}

/** The metadata of a viz_type (legacy keys resolved), or undefined when unknown. */
export function chartMetadata(vizType: string): ChartMetadata | undefined {
  const key = currentVizType(vizType);
  return CATALOG.find((entry) => entry.vizType === key);
}
