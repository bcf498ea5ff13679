import { describe, expect, it } from 'vitest';
import {
  loadChartPlugin,
  loadChartQuery,
  loadedChartPlugin,
  loadExplorePlugin,
} from './pluginLoader';
import { controlPanel as piePanel } from './pie/controlPanel';

describe('pluginLoader', () => {
  it('knows a plugin synchronously only once it has loaded, legacy names resolved', async () => {
    expect(loadedChartPlugin('pie')).toBeUndefined();
    const plugin = await loadChartPlugin('pie');
    expect(loadedChartPlugin('pie')).toBe(plugin);
    expect(plugin.metadata.behaviours).toContain('cross-filter');
    const line = await loadChartPlugin('line');
    expect(loadedChartPlugin('echarts_timeseries_line')).toBe(line);
  });

  it('rejects an unknown chart type with a clear message, and knows no plugin for it', async () => {
    await expect(loadChartPlugin('no_such_type')).rejects.toThrow(
      'Chart type "no_such_type" is not supported',
    );
    expect(loadedChartPlugin('no_such_type')).toBeUndefined();
  });

  it("loads a type's query builder alone, the same function as its plugin's", async () => {
    const buildQuery = await loadChartQuery('bar');
    expect(loadedChartPlugin('bar')).toBeUndefined();
    const query = buildQuery({ viz_type: 'bar', datasource: '1__table', metrics: ['count'] });
    expect(query.datasource).toEqual({ id: 1, type: 'table' });
    expect(buildQuery).toBe((await loadChartPlugin('bar')).buildQuery);
    await expect(loadChartQuery('no_such_type')).rejects.toThrow(
      'Chart type "no_such_type" is not supported',
    );
  });

  it('gives Explore the plugin with its control panel; pages that draw get no panel', async () => {
    const plugin = await loadChartPlugin('pie');
    expect('controlPanel' in plugin).toBe(false);
    const explore = await loadExplorePlugin('pie');
    expect(explore.controlPanel).toBe(piePanel);
    expect(explore.transformProps).toBe(plugin.transformProps);
    await expect(loadExplorePlugin('no_such_type')).rejects.toThrow(
      'Chart type "no_such_type" is not supported',
    );
  });
});
