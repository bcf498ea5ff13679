import type { AnnotationCreateBody, AnnotationUpdateBody } from '@common/api/annotationLayers';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import { AnnotationLayerRepository } from '../store/annotationLayerRepository';
import { AnnotationInvalidError } from './annotationInvalidError';

/**
 * Creates (id undefined) or updates an annotation of a layer. Refused (422) as Superset does:
 * an end before the start, a short description already used in the layer.
 */
export async function saveAnnotation(
  ctx: AppContext,
  userId: number,
  layerId: number,
  id: number | undefined,
  body: AnnotationCreateBody | AnnotationUpdateBody,
  now = Date.now(),
): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const repo = new AnnotationLayerRepository(trx);
    if (!(await repo.findLayer(layerId))) throw new NotFoundError('Not found');
    const current = id === undefined ? undefined : await repo.findAnnotation(layerId, id);
    if (id !== undefined && !current) throw new NotFoundError('Not found');
    const start = body.start_dttm ?? current?.start_dttm;
    const end = body.end_dttm ?? current?.end_dttm;
    const problems: Record<string, string[]> = {};
    if (start !== undefined && end !== undefined && end < start)
      problems.end_dttm = ['End date must be after start date'];
    if (body.short_descr !== undefined) {
      const clash = await repo.findAnnotationByShortDescr(layerId, body.short_descr);
      if (clash && clash.id !== id)
        problems.short_descr = ['Short description must be unique for this layer'];
    }
    if (Object.keys(problems).length > 0) throw new AnnotationInvalidError(problems);
    const blankToNull = (text: string | null | undefined) =>
      text === undefined ? undefined : text?.trim() ? text : null;
    const long_descr = blankToNull(body.long_descr);
    const json_metadata = blankToNull(body.json_metadata);
    if (id === undefined) {
      const create = body as AnnotationCreateBody;
      return repo.insertAnnotation({
        layer_id: layerId,
        short_descr: create.short_descr,
        start_dttm: create.start_dttm,
        end_dttm: create.end_dttm,
        long_descr: long_descr ?? null,
        json_metadata: json_metadata ?? null,
        created_by_fk: userId,
        changed_by_fk: userId,
        created_on: now,
        changed_on: now,
      });
    }
    await repo.updateAnnotation(id, {
      ...(body.short_descr !== undefined ? { short_descr: body.short_descr } : {}),
      ...(body.start_dttm !== undefined ? { start_dttm: body.start_dttm } : {}),
      ...(body.end_dttm !== undefined ? { end_dttm: body.end_dttm } : {}),
      ...(long_descr !== undefined ? { long_descr } : {}),
      ...(json_metadata !== undefined ? { json_metadata } : {}),
      changed_by_fk: userId,
      changed_on: now,
    });
    return id;
  });
}
