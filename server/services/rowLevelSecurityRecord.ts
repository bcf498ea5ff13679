import type { RlsFilterType, RlsRecord } from '@common/api/rowLevelSecurity';
import { humanizeAge } from '@common/humanizeAge';
import type { RlsFilterDetail } from '../store/rowLevelSecurityRepository';

/** The API shape of a row-level security rule (Superset's show and list columns). */
export function rowLevelSecurityRecord(row: RlsFilterDetail, now = Date.now()): RlsRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    filter_type: row.filter_type === 'Base' ? 'Base' : ('Regular' satisfies RlsFilterType),
    tables: row.tables,
    roles: row.roles,
    group_key: row.group_key,
    clause: row.clause,
    changed_on: new Date(row.changed_on).toISOString(),
    changed_on_delta_humanized: humanizeAge(now - row.changed_on),
  };
}
