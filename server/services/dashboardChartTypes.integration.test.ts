import { beforeAll, describe, expect, it } from 'vitest';
import { createChart, scratchDataset } from '@server/routes/chart/chartTestKit';
import { dashboardCalls, layoutWith } from '@server/routes/dashboard/dashboardTestKit';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import { ADMIN, bearerFor, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';
import { principalOf } from '@server/test/principalOf';
import { dashboardChartTypes } from './dashboardChartTypes';

describe.each(await storeKinds())('dashboard chart types on %s', (kind) => {
  const t = withTestApp(kind);
  const d = dashboardCalls(t);
  let ann: TestUser;
  let cid: TestUser;
  let board: number;

  beforeAll(async () => {
    const admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const scratch = await scratchDataset(t, admin);
    ann = await createTestUser(t, 'ann', 'Gamma', scratch.databaseId);
    // Cid may use dashboards but read no dataset.
    cid = await createTestUser(t, 'cid', 'Gamma');
    const chart = (vizType: string) =>
      createChart(t, ann.headers, {
        slice_name: vizType,
        viz_type: vizType,
        datasource_id: scratch.datasetId,
      });
    const ids = [(await chart('pie')).id, (await chart('line')).id, (await chart('pie')).id];
    board = (
      await d.create(ann.headers, {
        dashboard_title: 'Types',
        slug: 'types',
        published: true,
        position_json: JSON.stringify(layoutWith(ids)),
      })
    ).id;
  });

  it('answers each chart type once, by id or slug', async () => {
    const principal = await principalOf(t, ann.id);
    expect((await dashboardChartTypes(t.ctx, principal, String(board))).sort()).toEqual([
      'line',
      'pie',
    ]);
    expect(await dashboardChartTypes(t.ctx, principal, 'types')).toHaveLength(2);
  });

  it('answers none for charts the caller may not read, or a dashboard it may not see', async () => {
    expect(await dashboardChartTypes(t.ctx, await principalOf(t, cid.id), 'types')).toEqual([]);
    const principal = await principalOf(t, ann.id);
    expect(await dashboardChartTypes(t.ctx, principal, '999999')).toEqual([]);
    expect(await dashboardChartTypes(t.ctx, principal, 'no-such-slug')).toEqual([]);
  });
});
