import type {
  AnnotationLayerCreateBody,
  AnnotationLayerRecord,
  AnnotationLayerUpdateBody,
  AnnotationListResponse,
  AnnotationRecordResponse,
} from '@common/api/annotationLayers';
import { encodeRison, type RisonValue } from '@common/api/rison';
import { apiFetch, type RequestOptions } from './client';
import { listRequestPath, type ListRequest } from './listRequest';

const BASE = '/api/v1/annotation_layer';

/** What an annotation is written with: times as ISO strings (naive UTC) or epoch ms. */
export interface AnnotationWrite {
  short_descr?: string;
  long_descr?: string | null;
  start_dttm?: string | number;
  end_dttm?: string | number;
  json_metadata?: string | null;
}

/** One page of annotation layers (GET /api/v1/annotation_layer/?q=…). */
export function listAnnotationLayers(
  request: ListRequest,
): Promise<AnnotationListResponse<AnnotationLayerRecord>> {
  return apiFetch('GET', listRequestPath(`${BASE}/`, request));
}

/** One layer. */
export async function getAnnotationLayer(id: number): Promise<AnnotationLayerRecord> {
  return (await apiFetch<{ result: AnnotationLayerRecord }>('GET', `${BASE}/${id}`)).result;
}

/** Creates a layer. */
export async function createAnnotationLayer(
  body: AnnotationLayerCreateBody,
): Promise<AnnotationLayerRecord> {
  return (await apiFetch<{ result: AnnotationLayerRecord }>('POST', `${BASE}/`, body)).result;
}

/** Changes a layer's name or description. */
export async function updateAnnotationLayer(
  id: number,
  body: AnnotationLayerUpdateBody,
): Promise<AnnotationLayerRecord> {
  return (await apiFetch<{ result: AnnotationLayerRecord }>('PUT', `${BASE}/${id}`, body)).result;
}

/** Deletes layers (with their annotations); answers the server's message. */
export async function deleteAnnotationLayers(ids: number[]): Promise<string> {
  const q = encodeURIComponent(encodeRison(ids));
  return (await apiFetch<{ message: string }>('DELETE', `${BASE}/?q=${q}`)).message;
}

/** The annotations of a layer; `q` is the rison list request (filters, order, page). */
export function listAnnotations(
  layerId: number,
  q: { [key: string]: RisonValue },
  options: RequestOptions = {},
): Promise<AnnotationListResponse<AnnotationRecordResponse>> {
  const path = `${BASE}/${layerId}/annotation/?q=${encodeURIComponent(encodeRison(q))}`;
  return apiFetch('GET', path, undefined, options);
}

/** Creates an annotation in a layer. */
export async function createAnnotation(
  layerId: number,
  body: AnnotationWrite,
): Promise<AnnotationRecordResponse> {
  const path = `${BASE}/${layerId}/annotation/`;
  return (await apiFetch<{ result: AnnotationRecordResponse }>('POST', path, body)).result;
}

/** Changes an annotation. */
export async function updateAnnotation(
  layerId: number,
  id: number,
  body: AnnotationWrite,
): Promise<AnnotationRecordResponse> {
  const path = `${BASE}/${layerId}/annotation/${id}`;
  return (await apiFetch<{ result: AnnotationRecordResponse }>('PUT', path, body)).result;
}

/** Deletes annotations of a layer; answers the server's message. */
export async function deleteAnnotations(layerId: number, ids: number[]): Promise<string> {
  const q = encodeURIComponent(encodeRison(ids));
  const path = `${BASE}/${layerId}/annotation/?q=${q}`;
  return (await apiFetch<{ message: string }>('DELETE', path)).message;
}
