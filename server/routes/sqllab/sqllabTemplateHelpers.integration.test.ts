import { beforeAll, describe, expect, it } from 'vitest';
import { templateFiltersFrom } from '@common/api/templateContext';
import { ADMIN, bearerFor, body, registerScratchDatabase, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

interface Answer {
  data?: Record<string, unknown>[];
  query_id?: number;
}

describe.each(await storeKinds())("Superset's template helpers on %s", (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let databaseId: number;

  /** SQL Lab's execute call, with the page's query string appended as the app does. */
  const execute = (sql: string, search = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/sqllab/execute/${search}`,
      headers: admin,
      payload: { database_id: databaseId, sql },
    });

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
  });

  it("reads url_param() from the page's query string, quotes escaped", async () => {
    const search = `?country=${encodeURIComponent("Côte d'Ivoire")}&id=3`;
    const sql =
      "select '{{ url_param('country') }}' as country, " +
      "'{{ url_param('missing', 'none given') }}' as missing, " +
      "name from t where id = {{ url_param('id') }}";
    const answer = await execute(sql, search);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(body<Answer>(answer).data).toEqual([
      { country: "Côte d'Ivoire", missing: 'none given', name: 'name 3' },
    ]);
  });

  it('keeps a quote in a URL parameter inside its string literal', async () => {
    const search = `?x=${encodeURIComponent("' or 1=1 --")}`;
    const answer = await execute("select '{{ url_param('x') }}' as x", search);
    expect(body<Answer>(answer).data).toEqual([{ x: "' or 1=1 --" }]);
  });

  it('gives current_user_email(), and no filters in SQL Lab', async () => {
    const user = await t.ctx.users.findByUsername(ADMIN.username);
    const answer = await execute(
      "select '{{ current_user_email() }}' as email, " +
        "{{ filter_values('country') | length }} as n, " +
        "{{ get_filters('country') | length }} as f, " +
        "{{ filter_values('country', 'FR') | where_in }} = ('FR') as dflt",
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(body<Answer>(answer).data).toEqual([{ email: user?.email, n: 0, f: 0, dflt: true }]);
  });

  it('renders filters and URL parameters on the template thread', async () => {
    const filters = templateFiltersFrom(
      [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'name',
          operator: 'in',
          comparator: ['name 1', "it's"],
        },
      ],
      [{ col: 'id', op: '==', val: 4 }],
    );
    const rendered = await t.ctx.templates.renderTemplate(
      "where name in {{ filter_values('name', remove_filter=True) | where_in }}" +
        "{% for f in get_filters('id') %} and id {{ f.op }} {{ f.val }}{% endfor %}" +
        " -- {{ url_param('tab') }}",
      {},
      { id: 1, username: 'admin', email: 'a@example.com' },
      { urlParams: { tab: 'a' }, filters },
    );
    expect(rendered).toEqual({
      sql: "where name in ('name 1', 'it''s') and id == 4 -- a",
      appliedFilters: ['name', 'id'],
      removedFilters: ['name'],
    });
  });
});
