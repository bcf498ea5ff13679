import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRlsRule,
  CHART_ENGINES,
  createSalesDataset,
  type SalesDataset,
} from '@server/chartData/testing/chartDataFixtures';
import { ADMIN, bearerFor, bearerForNewUser, roleId, withTestApp } from '@server/test/testApp';
import { serviceAvailable } from '@server/test/testServices';

const ENGINES = await Promise.all(
  CHART_ENGINES.filter((engine) => engine.name !== 'MariaDB').map(async (engine) => ({
    engine,
    name: engine.name,
    available: engine.service
      ? await serviceAvailable(engine.service, 'datasource column values')
      : true,
  })),
);

describe.each(ENGINES)(
  'GET /api/v1/datasource/table/:id/column/:name/values/ on $name',
  (target) => {
    const t = withTestApp('sqlite');
    let admin: Record<string, string>;
    let analyst: Record<string, string>;
    let gamma: Record<string, string>;
    let sales: SalesDataset;

    beforeAll(async () => {
      if (!target.available) return;
      admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
      analyst = await bearerForNewUser(t, admin, 'analyst', 'Alpha');
      gamma = await bearerForNewUser(t, admin, 'viewer', 'Gamma');
      sales = await createSalesDataset(t, admin, target.engine);
      // A calculated column beside the table's own.
      const row = await t.ctx.db
        .selectFrom('dataset')
        .select('columns_json')
        .where('id', '=', sales.datasetId)
        .executeTakeFirstOrThrow();
      const columns = JSON.parse(row.columns_json) as Record<string, unknown>[];
      columns.push({
        column_name: 'big_sale',
        type: 'VARCHAR',
        type_generic: 1,
        is_dttm: false,
        expression: "CASE WHEN amount >= 20 THEN 'big' ELSE 'small' END",
      });
      await t.ctx.db
        .updateTable('dataset')
        .set({ columns_json: JSON.stringify(columns) })
        .where('id', '=', sales.datasetId)
        .execute();
      await addRlsRule(t, sales.datasetId, await roleId(t.ctx, 'Alpha'), "country = 'FR'");
    });
    afterAll(async () => {
      await sales?.drop();
    });

    const values = (headers: Record<string, string>, column: string, id = sales.datasetId) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/datasource/table/${id}/column/${encodeURIComponent(column)}/values/`,
        headers,
      });

    it.skipIf(!target.available)('answers the distinct values, sorted', async () => {
      const countries = await values(admin, 'country');
      expect(countries.statusCode).toBe(200);
      expect(countries.json()).toEqual({ result: ['DE', 'FR', 'US'] });
      const amounts = await values(admin, 'amount');
      expect(amounts.json()).toEqual({ result: [5, 10, 15, 20, 25, 30, 35] });
    });

    it.skipIf(!target.available)('answers dates as epoch milliseconds', async () => {
      const days = await values(admin, 'ds');
      expect(days.statusCode).toBe(200);
      const result = (days.json() as { result: number[] }).result;
      expect(result).toHaveLength(7);
      expect(result[0]).toBe(Date.UTC(2023, 0, 15));
    });

    it.skipIf(!target.available)('answers a calculated column', async () => {
      const response = await values(admin, 'big_sale');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: ['big', 'small'] });
    });

    it.skipIf(!target.available)('leaves out the values row-level security hides', async () => {
      const countries = await values(analyst, 'country');
      expect(countries.json()).toEqual({ result: ['FR'] });
      const products = await values(analyst, 'product');
      expect(products.json()).toEqual({ result: ['apple', 'pear'] });
    });

    it.skipIf(!target.available)('answers 404 for an unknown column or dataset', async () => {
      const column = await values(admin, 'no_such_column');
      expect(column.statusCode).toBe(404);
      expect(column.json()).toMatchObject({ message: 'Column no_such_column does not exist' });
      const dataset = await values(admin, 'country', 999_999);
      expect(dataset.statusCode).toBe(404);
    });

    it.skipIf(!target.available)(
      'answers 403 to a user without access to the dataset',
      async () => {
        const response = await values(gamma, 'country');
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          errors: [{ error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR' }],
        });
      },
    );

    it.skipIf(!target.available)('answers 400 for a datasource type other than table', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/datasource/query/${sales.datasetId}/column/country/values/`,
        headers: admin,
      });
      expect(response.statusCode).toBe(400);
    });
  },
);
