import {
  type AnnotationLayerRecord,
  type AnnotationRecordResponse,
  formatAnnotationTime,
} from '@common/api/annotationLayers';
import { humanizeAge } from '@common/humanizeAge';
import type {
  AnnotationLayerRow,
  AnnotationRow,
  WithUsers,
} from '../store/annotationLayerRepository';

/** The API shape of an annotation layer. */
export function annotationLayerRecord(
  row: WithUsers<AnnotationLayerRow>,
  now = Date.now(),
): AnnotationLayerRecord {
  return {
    id: row.id,
    name: row.name,
    descr: row.descr,
    created_on: new Date(row.created_on).toISOString(),
    changed_on: new Date(row.changed_on).toISOString(),
    changed_on_delta_humanized: humanizeAge(now - row.changed_on),
    created_by: row.created_by,
    changed_by: row.changed_by,
  };
}

/** The API shape of an annotation (times as Superset's naive UTC ISO strings). */
export function annotationRecord(
  row: WithUsers<AnnotationRow>,
  layer: { id: number; name: string },
  now = Date.now(),
): AnnotationRecordResponse {
  return {
    id: row.id,
    layer: { id: layer.id, name: layer.name },
    short_descr: row.short_descr,
    long_descr: row.long_descr,
    start_dttm: formatAnnotationTime(row.start_dttm),
    end_dttm: formatAnnotationTime(row.end_dttm),
    json_metadata: row.json_metadata,
    changed_on_delta_humanized: humanizeAge(now - row.changed_on),
    created_by: row.created_by,
  };
}
