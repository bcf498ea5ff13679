import type { SavedQueryCreateBody, SavedQueryUpdateBody } from '@common/api/savedQueries';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { assertOwnReferences } from '../policies/sqlLabObjectPolicy';
import { type SavedQueryListRow, SavedQueryRepository } from '../store/savedQueryRepository';
import { findSavedQuery } from './findSavedQuery';

/**
 * Creates (no id) or updates one of the caller's saved queries. The database is
 * re-authorised on every save, not only when it changes: access may have been revoked.
 */
export async function saveSavedQuery(
  ctx: AppContext,
  principal: Principal,
  id: number | undefined,
  body: SavedQueryCreateBody | SavedQueryUpdateBody,
): Promise<SavedQueryListRow> {
  const repository = new SavedQueryRepository(ctx.db);
  const existing = id === undefined ? undefined : await findSavedQuery(ctx, principal, id, true);
  const databaseId = body.db_id ?? existing?.db_id;
  await assertOwnReferences(ctx, principal, { database: { field: 'db_id', id: databaseId } });
  const now = Date.now();
  const fields = {
    label: body.label,
    description: body.description,
    db_id: body.db_id,
    catalog: body.catalog,
    schema: body.schema,
    sql: body.sql,
    template_parameters: body.template_parameters,
    extra_json: body.extra_json === null ? '{}' : body.extra_json,
  };
  const defined = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<typeof fields>;
  let savedId: number;
  if (existing) {
    savedId = existing.id;
    await repository.update(savedId, { ...defined, changed_on: now });
  } else {
    const created = body as SavedQueryCreateBody;
    savedId = await repository.insert({
      user_id: principal.user.id,
      label: created.label,
      description: created.description,
      db_id: created.db_id,
      catalog: created.catalog ?? null,
      schema: created.schema ?? null,
      sql: created.sql,
      template_parameters: created.template_parameters ?? null,
      extra_json: created.extra_json || '{}',
      created_on: now,
      changed_on: now,
    });
  }
  const saved = await repository.findById(savedId);
  if (!saved) throw new Error('saved query vanished after saving');
  return saved;
}
