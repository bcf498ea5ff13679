import type { DatabaseRecord } from '@common/api/databases';
import { listDatabases } from '@app/api/databases';
import { containsText, pageLocally } from '@app/components/listPage/localList';
import type { ListState } from '@app/components/listPage/listState';

/** What the Databases page filters by. */
export type DatabaseFilters = { search: string };

/** No search typed. */
export const NO_DATABASE_FILTERS: DatabaseFilters = { search: '' };

/** By name, as Superset's database list opens. */
export const DEFAULT_DATABASE_SORT = { column: 'database_name', direction: 'asc' } as const;

/**
 * One page of the databases the caller may access. The endpoint answers them all (a handful),
 * so the kit searches, orders and pages them here.
 */
export async function loadDatabasePage(state: ListState<DatabaseFilters>) {
  const { result } = await listDatabases();
  return pageLocally(result, state, {
    matches: (db: DatabaseRecord, { search }) => containsText(search, db.database_name, db.backend),
    sortValue: (db, column) =>
      column === 'backend'
        ? db.backend
        : column === 'changed_on'
          ? db.changed_on
          : db.database_name,
  });
}
