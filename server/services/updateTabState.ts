import type { Updateable } from 'kysely';
import type { TabStateUpdateBody } from '@common/api/tabState';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { assertOwnReferences, ownTab } from '../policies/sqlLabObjectPolicy';
import type { TabStateTable } from '../store/schema';
import { TabStateRepository } from '../store/tabStateRepository';
import { templateParamsText } from './tabStateColumns';

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/**
 * Applies the given writable fields to the caller's tab. Only allow-listed columns are
 * written (never user_id), and every id the body points at must be the caller's to use.
 */
export async function updateTabState(
  ctx: AppContext,
  principal: Principal,
  id: number,
  body: TabStateUpdateBody,
): Promise<void> {
  await ownTab(ctx, principal, id);
  await assertOwnReferences(ctx, principal, {
    database: { field: 'database_id', id: body.database_id },
    query: { field: 'latest_query_id', clientId: body.latest_query_id },
    savedQuery: { field: 'saved_query_id', id: body.saved_query_id },
  });
  const changes: Updateable<TabStateTable> = {
    sql: body.sql,
    label: body.label,
    database_id: body.database_id,
    catalog: body.catalog,
    schema: body.schema,
    query_limit: body.query_limit,
    template_params:
      body.template_params === undefined ? undefined : templateParamsText(body.template_params),
    latest_query_id: body.latest_query_id,
    saved_query_id: body.saved_query_id,
    hide_left_bar: flag(body.hide_left_bar),
    autorun: flag(body.autorun),
    extra_json: body.extra_json === undefined ? undefined : JSON.stringify(body.extra_json),
  };
  // Undefined fields are dropped, so absent fields keep their stored values.
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Updateable<TabStateTable>;
  await new TabStateRepository(ctx.db).update(id, { ...defined, changed_on: Date.now() });
}
