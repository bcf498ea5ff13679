import type { DatabaseExtra, DatabaseRecord } from '../../../common/api/databases';
import { PASSWORD_MASK } from '../../../common/api/databases';
import { humanizeAge } from '../../../common/humanizeAge';
import { withPassword } from '../../services/databaseUri';
import type { DatabaseRow } from '../../store/databaseRepository';

/** The API shape of a database: the password masked, never in clear. */
export function databaseRecord(row: DatabaseRow, now = Date.now()): DatabaseRecord {
  const extra = JSON.parse(row.extra) as DatabaseExtra;
  return {
    id: row.id,
    database_name: row.database_name,
    sqlalchemy_uri: withPassword(
      row.sqlalchemy_uri,
      row.password_encrypted ? PASSWORD_MASK : undefined,
    ),
    backend: row.backend,
    expose_in_sqllab: row.expose_in_sqllab === 1,
    allow_run_async: row.allow_run_async === 1,
    allow_dml: row.allow_dml === 1,
    allow_ctas: row.allow_ctas === 1,
    allow_cvas: row.allow_cvas === 1,
    allow_file_upload: false,
    allows_cost_estimate: extra.cost_estimate_enabled === true,
    disable_data_preview: extra.disable_data_preview === true,
    cache_timeout: row.cache_timeout,
    extra: row.extra,
    is_examples: row.is_examples === 1,
    changed_on: new Date(row.changed_on).toISOString(),
    changed_on_delta_humanized: humanizeAge(now - row.changed_on),
  };
}
