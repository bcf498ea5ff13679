import { currentVizType } from '@common/api/currentVizType';
import type { ChartPlugin } from './types';

// Each chart type's plugin (`<type>/index.ts`) is a lazy chunk with only its ECharts parts. Kept
// apart from the registry's catalog of every type's metadata, which pages that only draw
// charts (dashboards) do not need.
const pluginModules = import.meta.glob<{ plugin: ChartPlugin }>('./*/index.ts');

// Each type's query builder alone: a dashboard asks for data before the chart library has
// loaded and run (it only needs to draw once the answers are in).
const queryModules = import.meta.glob<ChartPlugin['buildQuery']>('./*/buildQuery.ts', {
  import: 'buildQuery',
});

const folderOf = (modulePath: string) => modulePath.split('/')[1] ?? '';

const loading = new Map<string, Promise<ChartPlugin>>();
const loaded = new Map<string, ChartPlugin>();

/** Loads a chart type's plugin (legacy keys resolved); rejects with a clear message when unknown. */
export function loadChartPlugin(vizType: string): Promise<ChartPlugin> {
  const key = currentVizType(vizType);
  let pending = loading.get(key);
  if (!pending) {
    const entry = Object.entries(pluginModules).find(([path]) => folderOf(path) === key);
    pending = entry
      ? entry[1]().then((module) => {
          loaded.set(key, module.plugin);
          return module.plugin;
        })
      : Promise.reject(new Error(`Chart type "${vizType}" is not supported`));
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Loads a chart type's buildQuery without the rest of its plugin (same errors as the plugin's). */
export function loadChartQuery(vizType: string): Promise<ChartPlugin['buildQuery']> {
  const key = currentVizType(vizType);
  const ready = loaded.get(key);
  if (ready) return Promise.resolve(ready.buildQuery);
  const entry = Object.entries(queryModules).find(([path]) => folderOf(path) === key);
  return entry ? entry[1]() : loadChartPlugin(vizType).then((plugin) => plugin.buildQuery);
}

/** A chart type's plugin if it has loaded already (legacy keys resolved). */
export function loadedChartPlugin(vizType: string): ChartPlugin | undefined {
  return loaded.get(currentVizType(vizType));
}
