import { DASHBOARD_POSITION_DATA_LIMIT } from '@common/api/dashboards';
import { DashboardInvalidError } from './dashboardInvalidError';
import { parseDashboardLayout } from './parseDashboardLayout';
import { parseDashboardMetadata } from './parseDashboardMetadata';

/** The layout and metadata of a create or save body, checked and ready to store. */
export interface DashboardLayoutFields {
  /** json_metadata to store (without `positions`); undefined when not sent. */
  metadata?: string | null;
  /** position_json to store; undefined when neither it nor `positions` was sent. */
  position?: string | null;
  /** The charts the new layout places, when a layout was sent. */
  chartIds?: number[];
}

/**
 * Reads position_json and json_metadata of a body. Superset's client sends the layout as
 * json_metadata.positions: it becomes position_json when position_json itself is absent, and
 * is never stored inside the metadata.
 */
export function dashboardLayoutFields(body: {
  position_json?: string | null;
  json_metadata?: string | null;
}): DashboardLayoutFields {
  const fields: DashboardLayoutFields = {};
  let positions: unknown;
  const metadataText = body.json_metadata?.trim() ? body.json_metadata : null;
  const positionText = body.position_json?.trim() ? body.position_json : null;
  if (body.json_metadata !== undefined) {
    if (metadataText === null) fields.metadata = null;
    else {
      const text = metadataText;
      const parsed = parseDashboardMetadata(text);
      positions = parsed.positions;
      fields.metadata = positions === undefined ? text : JSON.stringify(parsed.metadata);
    }
  }
  if (body.position_json !== undefined) {
    fields.position = positionText;
    if (positionText !== null) fields.chartIds = parseDashboardLayout(positionText).chartIds;
  } else if (positions !== undefined && positions !== null) {
    const { layout, chartIds } = parseDashboardLayout(positions, 'json_metadata');
    const text = JSON.stringify(layout);
    if (text.length > DASHBOARD_POSITION_DATA_LIMIT)
      throw new DashboardInvalidError({
        json_metadata: [
          `positions: the layout is longer than ${DASHBOARD_POSITION_DATA_LIMIT} characters`,
        ],
      });
    fields.position = text;
    fields.chartIds = chartIds;
  }
  return fields;
}
