import type { DatabaseRecord } from '@common/api/databases';
import { PASSWORD_MASK } from '@common/api/databases';
import { humanizeAge } from '@common/humanizeAge';
import { databaseFlags } from '@server/services/databaseFlags';
import { withPassword } from '@server/services/databaseUri';
import { databaseExtraOf, type DatabaseRow } from '@server/store/databaseRepository';

/** The API shape of a database: the password masked, never in clear. */
export function databaseRecord(row: DatabaseRow, now = Date.now()): DatabaseRecord {
  const extra = databaseExtraOf(row);
  return {
    id: row.id,
    database_name: row.database_name,
    sqlalchemy_uri: withPassword(
      row.sqlalchemy_uri,
      row.password_encrypted ? PASSWORD_MASK : undefined,
    ),
    ...databaseFlags(row, extra),
    cache_timeout: row.cache_timeout,
    extra: row.extra,
    is_examples: row.is_examples === 1,
    changed_on: new Date(row.changed_on).toISOString(),
    changed_on_delta_humanized: humanizeAge(now - row.changed_on),
  };
}
