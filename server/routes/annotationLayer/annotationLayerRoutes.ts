import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  annotationCreateBody,
  annotationLayerCreateBody,
  annotationLayerListQuery,
  annotationLayerUpdateBody,
  annotationListQuery,
  annotationUpdateBody,
} from '@common/api/annotationLayers';
import type { AppContext } from '@server/context';
import { NotFoundError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { AnnotationInvalidError } from '@server/services/annotationInvalidError';
import { annotationLayerRecord, annotationRecord } from '@server/services/annotationRecords';
import { deleteAnnotationLayers, deleteAnnotations } from '@server/services/deleteAnnotationLayers';
import { saveAnnotation } from '@server/services/saveAnnotation';
import { saveAnnotationLayer } from '@server/services/saveAnnotationLayer';
import { AnnotationLayerRepository } from '@server/store/annotationLayerRepository';
import { parseBulkIds, parseQuery } from '../queryParams';
import { idParams, zodRouter } from '../types';

/** Superset's view name for annotation layers and annotations. */
const VIEW = 'Annotation';

const annotationParams = z.strictObject({
  id: idParams.shape.id,
  annotationId: idParams.shape.id,
});

/** /api/v1/annotation_layer/: layers and their annotations, in Superset's shapes. */
export function annotationLayerRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof AnnotationInvalidError)
        return reply.status(422).send({ message: error.fields });
      throw error;
    });
    routes(scope, ctx);
  });
}

function routes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/annotation_layer';
  const repo = new AnnotationLayerRepository(ctx.db);
  const caller = (request: Parameters<typeof requirePrincipal>[0], write: boolean) => {
    const principal = requirePrincipal(request);
    assertCan(principal, write ? 'can_write' : 'can_read', VIEW);
    return principal.user.id;
  };
  const layerOf = async (id: number) => {
    const layer = await repo.findLayer(id);
    if (!layer) throw new NotFoundError('Not found');
    return layer;
  };
  const layerRecord = async (id: number) =>
    annotationLayerRecord((await repo.withUsers([await layerOf(id)]))[0]!);
  const annotationRecordOf = async (layerId: number, id: number) => {
    const layer = await layerOf(layerId);
    const row = await repo.findAnnotation(layerId, id);
    if (!row) throw new NotFoundError('Not found');
    return annotationRecord((await repo.withUsers([row]))[0]!, layer);
  };

  router.get(`${base}/`, async (request) => {
    caller(request, false);
    const query = parseQuery(annotationLayerListQuery, request.query);
    const { rows, count } = await repo.listLayers({
      text: query.filters.map((f) => ({ column: f.col, opr: f.opr, value: f.value })),
      orderColumn: query.order_column,
      orderDirection: query.order_direction,
      page: query.page,
      pageSize: query.page_size,
    });
    const now = Date.now();
    const result = rows.map((row) => annotationLayerRecord(row, now));
    return { count, ids: result.map((layer) => layer.id), result };
  });

  router.get(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    caller(request, false);
    return { id: request.params.id, result: await layerRecord(request.params.id) };
  });

  router.post(
    `${base}/`,
    { schema: { body: annotationLayerCreateBody } },
    async (request, reply) => {
      const userId = caller(request, true);
      const id = await saveAnnotationLayer(ctx, userId, undefined, request.body);
      return reply.status(201).send({ id, result: await layerRecord(id) });
    },
  );

  router.put(
    `${base}/:id`,
    { schema: { params: idParams, body: annotationLayerUpdateBody } },
    async (request) => {
      const userId = caller(request, true);
      const id = await saveAnnotationLayer(ctx, userId, request.params.id, request.body);
      return { id, result: await layerRecord(id) };
    },
  );

  router.delete(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    caller(request, true);
    await deleteAnnotationLayers(ctx, [request.params.id]);
    return { message: 'OK' };
  });

  router.delete(`${base}/`, async (request) => {
    caller(request, true);
    const ids = parseBulkIds(request.query);
    await deleteAnnotationLayers(ctx, ids);
    return {
      message: `Deleted ${ids.length} annotation layer${ids.length === 1 ? '' : 's'}`,
    };
  });

  router.get(`${base}/:id/annotation/`, { schema: { params: idParams } }, async (request) => {
    caller(request, false);
    const layer = await layerOf(request.params.id);
    const query = parseQuery(annotationListQuery, request.query);
    const { rows, count } = await repo.listAnnotations(layer.id, {
      text: query.filters.flatMap((f) =>
        f.col === 'short_descr' ? [{ column: f.col, opr: f.opr, value: f.value }] : [],
      ),
      times: query.filters.flatMap((f) =>
        f.col === 'short_descr' ? [] : [[f.col, f.opr, f.value] as const],
      ),
      orderColumn: query.order_column,
      orderDirection: query.order_direction,
      page: query.page,
      pageSize: query.page_size,
    });
    const now = Date.now();
    const result = rows.map((row) => annotationRecord(row, layer, now));
    return { count, ids: result.map((annotation) => annotation.id), result };
  });

  router.get(
    `${base}/:id/annotation/:annotationId`,
    { schema: { params: annotationParams } },
    async (request) => {
      caller(request, false);
      const { id, annotationId } = request.params;
      return { id: annotationId, result: await annotationRecordOf(id, annotationId) };
    },
  );

  router.post(
    `${base}/:id/annotation/`,
    { schema: { params: idParams, body: annotationCreateBody } },
    async (request, reply) => {
      const userId = caller(request, true);
      const layerId = request.params.id;
      const id = await saveAnnotation(ctx, userId, layerId, undefined, request.body);
      return reply.status(201).send({ id, result: await annotationRecordOf(layerId, id) });
    },
  );

  router.put(
    `${base}/:id/annotation/:annotationId`,
    { schema: { params: annotationParams, body: annotationUpdateBody } },
    async (request) => {
      const userId = caller(request, true);
      const { id: layerId, annotationId } = request.params;
      const id = await saveAnnotation(ctx, userId, layerId, annotationId, request.body);
      return { id, result: await annotationRecordOf(layerId, id) };
    },
  );

  router.delete(
    `${base}/:id/annotation/:annotationId`,
    { schema: { params: annotationParams } },
    async (request) => {
      caller(request, true);
      await deleteAnnotations(ctx, request.params.id, [request.params.annotationId]);
      return { message: 'OK' };
    },
  );

  router.delete(`${base}/:id/annotation/`, { schema: { params: idParams } }, async (request) => {
    caller(request, true);
    await layerOf(request.params.id);
    const ids = parseBulkIds(request.query);
    await deleteAnnotations(ctx, request.params.id, ids);
    return { message: `Deleted ${ids.length} annotation${ids.length === 1 ? '' : 's'}` };
  });
}
