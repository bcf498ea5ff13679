import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChartRenderer } from './ChartRenderer';
import { loadChartPlugin } from './pluginLoader';

const props = {
  chartId: 1,
  formData: { viz_type: 'echarts_timeseries_line', datasource: '1__table', metrics: ['count'] },
  queriesData: [],
  datasource: null,
  width: 300,
  height: 200,
};

describe('ChartRenderer', () => {
  it('draws with a plugin loaded before in its first render, not one render later', async () => {
    expect(renderToString(<ChartRenderer {...props} />)).not.toContain('tessera-echarts');
    await loadChartPlugin('echarts_timeseries_line');
    expect(renderToString(<ChartRenderer {...props} />)).toContain('tessera-echarts');
  });
});
