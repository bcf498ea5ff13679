import type {
  AnnotationLayerCreateBody,
  AnnotationLayerUpdateBody,
} from '@common/api/annotationLayers';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import { AnnotationLayerRepository } from '../store/annotationLayerRepository';
import { AnnotationInvalidError } from './annotationInvalidError';

/** Creates (id undefined) or updates an annotation layer; a taken name is refused (422). */
export async function saveAnnotationLayer(
  ctx: AppContext,
  userId: number,
  id: number | undefined,
  body: AnnotationLayerCreateBody | AnnotationLayerUpdateBody,
  now = Date.now(),
): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const layers = new AnnotationLayerRepository(trx);
    if (id !== undefined && !(await layers.findLayer(id))) throw new NotFoundError('Not found');
    if (body.name !== undefined) {
      const clash = await layers.findLayerByName(body.name);
      if (clash && clash.id !== id)
        throw new AnnotationInvalidError({ name: ['Name must be unique'] });
    }
    const descr = body.descr === undefined ? undefined : body.descr?.trim() ? body.descr : null;
    if (id === undefined) {
      return layers.insertLayer({
        name: (body as AnnotationLayerCreateBody).name,
        descr: descr ?? null,
        created_by_fk: userId,
        changed_by_fk: userId,
        created_on: now,
        changed_on: now,
      });
    }
    await layers.updateLayer(id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(descr !== undefined ? { descr } : {}),
      changed_by_fk: userId,
      changed_on: now,
    });
    return id;
  });
}
