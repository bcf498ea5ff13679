import { currentVizType } from '@common/api/currentVizType';
import type { ChartPlugin, ControlPanelConfig, ExplorePlugin } from './types';

// Each chart type's plugin (`<type>/index.ts`) is a lazy chunk with only its ECharts parts. Kept
// apart from the registry's catalog of every type's metadata, which pages that only draw
// charts (dashboards) do not need.
const pluginModules = import.meta.glob<{ plugin: ChartPlugin }>('./*/index.ts');

// Each type's control panel apart: only Explore edits a chart.
const panelModules = import.meta.glob<ControlPanelConfig>('./*/controlPanel.ts', {
  import: 'controlPanel',
});

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

const queries = new Map<string, Promise<ChartPlugin['buildQuery']>>();

/**
 * Loads a chart type's buildQuery without the rest of its plugin (same errors as the plugin's);
 * once loaded, awaiting it costs a microtask, so a chart's request leaves in the same task.
 */
export function loadChartQuery(vizType: string): Promise<ChartPlugin['buildQuery']> {
  const key = currentVizType(vizType);
  let pending = queries.get(key);
  if (!pending) {
    const entry = Object.entries(queryModules).find(([path]) => folderOf(path) === key);
    pending = entry ? entry[1]() : loadChartPlugin(vizType).then((plugin) => plugin.buildQuery);
    pending.catch(() => queries.delete(key));
    queries.set(key, pending);
  }
  return pending;
}

/** A chart type's plugin if it has loaded already (legacy keys resolved). */
export function loadedChartPlugin(vizType: string): ChartPlugin | undefined {
  return loaded.get(currentVizType(vizType));
}

const explorePlugins = new Map<string, Promise<ExplorePlugin>>();

/** Loads a chart type's plugin with its control panel, for Explore (same errors as the plugin's). */
export function loadExplorePlugin(vizType: string): Promise<ExplorePlugin> {
  const key = currentVizType(vizType);
  let pending = explorePlugins.get(key);
  if (!pending) {
    const panel = Object.entries(panelModules).find(([path]) => folderOf(path) === key)?.[1];
    pending = panel
      ? Promise.all([loadChartPlugin(vizType), panel()]).then(([plugin, controlPanel]) => ({
          ...plugin,
          controlPanel,
        }))
      : loadChartPlugin(vizType).then(() => {
          throw new Error(`Chart type "${vizType}" has no control panel`);
        });
    pending.catch(() => explorePlugins.delete(key));
    explorePlugins.set(key, pending);
  }
  return pending;
}
