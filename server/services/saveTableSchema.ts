import type { z } from 'zod';
import type { tableSchemaPayload } from '@common/api/tabState';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { assertOwnReferences } from '../policies/sqlLabObjectPolicy';
import { TabStateRepository } from '../store/tabStateRepository';

/**
 * Stores a table the caller opened in one of their tabs, replacing the same table's row.
 * The tab must be theirs and the database one they may use; the table object itself is
 * kept as its description.
 */
export async function saveTableSchema(
  ctx: AppContext,
  principal: Principal,
  table: z.infer<typeof tableSchemaPayload>,
): Promise<number> {
  const tabId = Number(table.queryEditorId);
  await assertOwnReferences(ctx, principal, {
    tab: { field: 'table.queryEditorId', id: tabId },
    database: { field: 'table.dbId', id: table.dbId },
  });
  const now = Date.now();
  return new TabStateRepository(ctx.db).replaceTable({
    tab_state_id: tabId,
    database_id: table.dbId,
    catalog: table.catalog ?? null,
    schema: table.schema ?? null,
    table: table.name,
    expanded: 1,
    description: JSON.stringify(table),
    created_on: now,
    changed_on: now,
  });
}
