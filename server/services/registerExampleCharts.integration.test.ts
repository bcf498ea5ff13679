import { describe, expect, it } from 'vitest';
import type { ChartListResponse } from '@common/api/charts';
import type { ExampleChart } from '../examples/charts/exampleChart';
import { EXAMPLE_CHARTS } from '../examples/exampleCharts';
import { buildApp } from '../app';
import { bootstrap } from '../bootstrap';
import { closeContext } from '../context';
import { ADMIN, bearerFor, body } from '../test/testApp';
import { createTestConfig } from '../test/testStore';
import { registerExampleCharts } from './registerExampleCharts';

/** Entries of this test, beside the real lists (which may be short while they are filled). */
const TEST_CHARTS: ExampleChart[] = [
  {
    slice_name: 'Test: days by weather',
    viz_type: 'pie',
    table: 'seattle_weather',
    mainDttmCol: 'date',
    params: { metric: 'count', groupby: ['weather'], row_limit: 100 },
    description: 'Days of each weather type.',
  },
  {
    slice_name: 'Test: warmest day by month',
    viz_type: 'echarts_timeseries_line',
    table: 'seattle_weather',
    mainDttmCol: 'date',
    params: {
      x_axis: 'date',
      time_grain_sqla: 'P1M',
      metrics: [
        {
          expressionType: 'SIMPLE',
          column: { column_name: 'temp_max' },
          aggregate: 'MAX',
          label: 'MAX(temp_max)',
        },
      ],
    },
  },
  { slice_name: 'Test: broken', viz_type: 'table', table: 'no_such_table', params: {} },
];

interface FormData {
  metric?: unknown;
  metrics?: unknown[];
  groupby?: string[];
  x_axis?: string;
}

describe('example charts', () => {
  it('are created once over datasets of the examples database, and answer data', async () => {
    const { config, cleanup } = await createTestConfig('sqlite');
    try {
      const first = await bootstrap({ ...config, loadExamples: true });
      const lines: string[] = [];
      const log = (line: string) => lines.push(line);
      expect(await registerExampleCharts(first.ctx, log, TEST_CHARTS)).toEqual({
        created: 2,
        skipped: 0,
        failed: 1,
      });
      expect(lines.join('\n')).toContain('Example chart "Test: broken" skipped:');
      await closeContext(first.ctx);

      // A restart: bootstrap runs the real lists again, then the test's entries once more.
      const second = await bootstrap({ ...config, loadExamples: true });
      const again = await registerExampleCharts(second.ctx, () => {}, TEST_CHARTS);
      expect(again).toMatchObject({ created: 0, skipped: 2 });
      const app = await buildApp(second.ctx);
      const admin = await bearerFor(app, ADMIN.username, ADMIN.password);
      const listed = body<ChartListResponse>(
        await app.inject({
          method: 'GET',
          url: '/api/v1/chart/?q=(page_size:200)',
          headers: admin,
        }),
      );
      const expected = [...EXAMPLE_CHARTS, ...TEST_CHARTS.slice(0, 2)].map((c) => c.slice_name);
      const names = listed.result.map((chart) => chart.slice_name);
      expect(names.sort()).toEqual([...new Set(expected)].sort());
      for (const chart of listed.result) {
        expect(chart.datasource_id, chart.slice_name).not.toBeNull();
        expect(chart.datasource_name_text).toMatch(/^main\./);
        expect(chart.owners.map((owner) => owner.first_name)).toHaveLength(1);
      }
      const weather = listed.result.filter((chart) => chart.slice_name.startsWith('Test:'));
      expect(new Set(weather.map((chart) => chart.datasource_id)).size).toBe(1);
      const dataset = await app.inject({
        method: 'GET',
        url: `/api/v1/dataset/${weather[0]?.datasource_id}`,
        headers: admin,
      });
      expect(body<{ result: { main_dttm_col: string } }>(dataset).result.main_dttm_col).toBe(
        'date',
      );
      // A few charts' form data asked through the chart data API, as a simple query context.
      for (const chart of [...weather, ...listed.result.slice(0, 3)]) {
        const formData = chart.form_data as FormData;
        const metrics = formData.metrics ?? (formData.metric ? [formData.metric] : ['count']);
        const columns = formData.x_axis ? [formData.x_axis] : (formData.groupby ?? []);
        const answer = await app.inject({
          method: 'POST',
          url: '/api/v1/chart/data',
          headers: admin,
          payload: {
            datasource: { id: chart.datasource_id, type: 'table' },
            queries: [{ metrics, columns, row_limit: 10 }],
            form_data: chart.form_data,
          },
        });
        expect(answer.statusCode, `${chart.slice_name}: ${answer.body}`).toBe(200);
        expect(
          body<{ result: { rowcount: number }[] }>(answer).result[0]?.rowcount,
        ).toBeGreaterThan(0);
      }
      await app.close();
      await closeContext(second.ctx);
    } finally {
      await cleanup();
    }
  });
});
