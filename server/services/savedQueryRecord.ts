import type { SavedQueryRecord } from '@common/api/savedQueries';
import { humanizeAge } from '@common/humanizeAge';
import type { SavedQueryListRow } from '../store/savedQueryRepository';

/** The API shape of a saved query (Superset's show/list columns that Tessera keeps). */
export function savedQueryRecord(row: SavedQueryListRow, now = Date.now()): SavedQueryRecord {
  // Only the owner changes a saved query, so its author is also its last editor.
  const owner = {
    id: row.user_id,
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
  };
  return {
    id: row.id,
    label: row.label,
    description: row.description,
    sql: row.sql,
    catalog: row.catalog,
    schema: row.schema,
    template_parameters: row.template_parameters,
    extra_json: row.extra_json,
    db_id: row.db_id,
    database: row.db_id === null ? null : { id: row.db_id, database_name: row.database_name ?? '' },
    created_on: new Date(row.created_on).toISOString(),
    changed_on: new Date(row.changed_on).toISOString(),
    changed_on_delta_humanized: humanizeAge(now - row.changed_on),
    created_by: owner,
    changed_by: owner,
  };
}
