import type { DatabaseExtra } from '@common/api/databases';
import type { DatabaseRow } from '../store/databaseRepository';

/** What a database allows, as every API shape of it carries it. */
export function databaseFlags(row: DatabaseRow, extra: DatabaseExtra) {
  return {
    backend: row.backend,
    expose_in_sqllab: row.expose_in_sqllab === 1,
    allow_run_async: row.allow_run_async === 1,
    allow_dml: row.allow_dml === 1,
    allow_ctas: row.allow_ctas === 1,
    allow_cvas: row.allow_cvas === 1,
    allow_file_upload: false,
    allows_cost_estimate: extra.cost_estimate_enabled === true,
    disable_data_preview: extra.disable_data_preview === true,
  };
}
