import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import { AnnotationLayerRepository } from '../store/annotationLayerRepository';

/** Deletes layers with their annotations, all or none: an unknown id deletes nothing (404). */
export async function deleteAnnotationLayers(ctx: AppContext, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await ctx.db.transaction().execute(async (trx) => {
    const repo = new AnnotationLayerRepository(trx);
    if ((await repo.existingLayerIds(unique)).length !== unique.length)
      throw new NotFoundError('Not found');
    await repo.deleteLayers(unique);
  });
}

/** Deletes annotations of one layer, all or none: an id not of the layer deletes nothing (404). */
export async function deleteAnnotations(
  ctx: AppContext,
  layerId: number,
  ids: number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  await ctx.db.transaction().execute(async (trx) => {
    const repo = new AnnotationLayerRepository(trx);
    if ((await repo.existingAnnotationIds(layerId, unique)).length !== unique.length)
      throw new NotFoundError('Not found');
    await repo.deleteAnnotations(layerId, unique);
  });
}
