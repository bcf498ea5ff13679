// Dashboards the browser benchmark measures: N line charts on the flights example, three per
// row, each chart a distinct query (its own filter), created through the API.
import type { Page } from 'playwright-core';

const GRAINS = ['P1D', 'P1W', 'P1M'];
const METRICS = [
  'count',
  { expressionType: 'SQL', sqlExpression: 'AVG(delay)', label: 'avg delay' },
];

/** Creates a dashboard of `count` line charts and answers its id. */
export async function createDashboardOfLines(page: Page, title: string, count: number) {
  // tsx keeps function names with an `__name` helper the page does not have: give it one.
  await page.evaluate('globalThis.__name = globalThis.__name || ((fn) => fn)');
  return page.evaluate(
    async ({ title, count, grains, metrics }) => {
      const token = (
        (await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string }
      ).result;
      const call = async (method: string, url: string, body: unknown) => {
        const response = await fetch(url, {
          method,
          headers: { 'content-type': 'application/json', 'X-CSRFToken': token },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${url}: ${await response.text()}`);
        return (await response.json()) as { id: number; result: { table_id: number } };
      };
      const databases = (await (await fetch('/api/v1/database/')).json()) as {
        result: { id: number; database_name: string }[];
      };
      const database = databases.result.find((d) => d.database_name === 'examples')?.id;
      const dataset = (
        await call('POST', '/api/v1/dataset/get_or_create/', {
          database_id: database,
          schema: 'main',
          table_name: 'flights',
        })
      ).result.table_id;
      const dashboard = (await call('POST', '/api/v1/dashboard/', { dashboard_title: title })).id;
      const layout: Record<string, unknown> = {
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'], meta: {} },
        HEADER_ID: { type: 'HEADER', id: 'HEADER_ID', children: [], meta: { text: title } },
      };
      const rows: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const formData = {
          viz_type: 'echarts_timeseries_line',
          datasource: `${dataset}__table`,
          x_axis: 'date',
          time_grain_sqla: grains[i % grains.length],
          metrics: [metrics[i % metrics.length]],
          groupby: [],
          adhoc_filters: [
            { expressionType: 'SQL', clause: 'WHERE', sqlExpression: `delay > ${i - count / 2}` },
          ],
          time_range: 'No filter',
          row_limit: 10000,
        };
        const chart = await call('POST', '/api/v1/chart/', {
          slice_name: `${title} ${i + 1}`,
          viz_type: formData.viz_type,
          datasource_id: dataset,
          datasource_type: 'table',
          params: JSON.stringify(formData),
          dashboards: [dashboard],
        });
        const rowId = `ROW-${Math.floor(i / 3)}`;
        if (i % 3 === 0) {
          rows.push(rowId);
          layout[rowId] = {
            type: 'ROW',
            id: rowId,
            children: [],
            parents: ['ROOT_ID', 'GRID_ID'],
            meta: { background: 'BACKGROUND_TRANSPARENT' },
          };
        }
        const chartId = `CHART-${chart.id}`;
        (layout[rowId] as { children: string[] }).children.push(chartId);
        layout[chartId] = {
          type: 'CHART',
          id: chartId,
          children: [],
          parents: ['ROOT_ID', 'GRID_ID', rowId],
          meta: { chartId: chart.id, width: 4, height: 50, sliceName: `${title} ${i + 1}` },
        };
      }
      layout.GRID_ID = {
        type: 'GRID',
        id: 'GRID_ID',
        children: rows,
        parents: ['ROOT_ID'],
        meta: {},
      };
      await call('PUT', `/api/v1/dashboard/${dashboard}`, {
        position_json: JSON.stringify(layout),
      });
      return dashboard;
    },
    { title, count, grains: GRAINS, metrics: METRICS },
  );
}
