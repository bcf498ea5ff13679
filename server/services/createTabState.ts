import type { QueryEditorPayload } from '@common/api/tabState';
import { NEW_TAB_PREFIX, NEW_TAB_SQL } from '@common/constants/sqlLab';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { assertOwnReferences } from '../policies/sqlLabObjectPolicy';
import { TabStateRepository } from '../store/tabStateRepository';
import { editorExtras, templateParamsText } from './tabStateColumns';

/**
 * Persists a query editor tab of the caller; it becomes their only active tab.
 * `latestQueryId` is not taken here (as in Superset): runs are attached by migrate_query
 * and PUT, once they are known to be the caller's.
 */
export async function createTabState(
  ctx: AppContext,
  principal: Principal,
  editor: QueryEditorPayload,
): Promise<number> {
  await assertOwnReferences(ctx, principal, {
    database: { field: 'queryEditor.dbId', id: editor.dbId },
    savedQuery: { field: 'queryEditor.remoteId', id: editor.remoteId },
  });
  const now = Date.now();
  const userId = principal.user.id;
  return ctx.db.transaction().execute(async (trx) => {
    const tabs = new TabStateRepository(trx);
    const id = await tabs.insert({
      user_id: userId,
      label: editor.name ?? editor.title ?? NEW_TAB_PREFIX,
      active: 1,
      database_id: editor.dbId ?? null,
      catalog: editor.catalog ?? null,
      schema: editor.schema ?? null,
      sql: editor.sql ?? NEW_TAB_SQL,
      query_limit: editor.queryLimit ?? null,
      template_params: templateParamsText(editor.templateParams),
      autorun: editor.autorun ? 1 : 0,
      hide_left_bar: editor.hideLeftBar ? 1 : 0,
      latest_query_id: null,
      saved_query_id: editor.remoteId ?? null,
      extra_json: JSON.stringify(editorExtras(editor)),
      created_on: now,
      changed_on: now,
    });
    await tabs.activate(userId, id);
    return id;
  });
}
