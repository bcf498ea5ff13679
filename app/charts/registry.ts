import { currentVizType } from '@common/api/currentVizType';
import type { ChartMetadata, ChartPlugin } from './types';

// Every chart type is a folder: `metadata.ts` (light, bundled with the gallery and the chart
// list) and `index.ts` (the plugin, one lazy chunk per type with only its ECharts parts).
const metadataModules = import.meta.glob<{ metadata: ChartMetadata }>('./*/metadata.ts', {
  eager: true,
});
const pluginModules = import.meta.glob<{ plugin: ChartPlugin }>('./*/index.ts');

const folderOf = (modulePath: string) => modulePath.split('/')[1] ?? '';

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

const loaded = new Map<string, Promise<ChartPlugin>>();

/** Loads a chart type's plugin (legacy keys resolved); rejects with a clear message when unknown. */
export function loadChartPlugin(vizType: string): Promise<ChartPlugin> {
  const key = currentVizType(vizType);
  let pending = loaded.get(key);
  if (!pending) {
    const entry = Object.entries(pluginModules).find(([path]) => folderOf(path) === key);
    pending = entry
      ? entry[1]().then((module) => module.plugin)
      : Promise.reject(new Error(`Chart type "${vizType}" is not supported`));
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}
