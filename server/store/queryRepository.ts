import type { Insertable, Selectable, Updateable } from 'kysely';
import { IN_PROGRESS_STATES } from '../../common/api/sqllab';
import type { Store } from './db';
import type { QueriesTable } from './schema';

export type QueryRow = Selectable<QueriesTable>;

/** The query records of every run. */
export class QueryRepository {
  constructor(private readonly db: Store) {}

  /** Inserts a record and returns it as stored. */
  insert(row: Insertable<QueriesTable>): Promise<QueryRow> {
    return this.db.insertInto('queries').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** Updates a record; `changed_on` moves so pollers see the change. */
  async update(id: number, changes: Updateable<QueriesTable>, now = Date.now()): Promise<void> {
    await this.db
      .updateTable('queries')
      .set({ ...changes, changed_on: now })
      .where('id', '=', id)
      .execute();
  }

  /** Ends a record that is still in progress; false when it had already ended (say, stopped). */
  async finish(id: number, changes: Updateable<QueriesTable>, now = Date.now()): Promise<boolean> {
    const result = await this.db
      .updateTable('queries')
      .set({ ...changes, changed_on: now })
      .where('id', '=', id)
      .where('status', 'in', [...IN_PROGRESS_STATES])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Marks a record running, unless it has already moved on (stopped, or even finished). */
  async markRunning(id: number, now = Date.now()): Promise<void> {
    await this.db
      .updateTable('queries')
      .set({ status: 'running', start_running_time: now, changed_on: now })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'running'])
      .execute();
  }

  /** Finds a record by id. */
  findById(id: number): Promise<QueryRow | undefined> {
    return this.db.selectFrom('queries').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Finds a record by its client id. */
  findByClientId(clientId: string): Promise<QueryRow | undefined> {
    return this.db
      .selectFrom('queries')
      .selectAll()
      .where('client_id', '=', clientId)
      .executeTakeFirst();
  }

  /** Finds the record that holds a results key. */
  findByResultsKey(key: string): Promise<QueryRow | undefined> {
    return this.db
      .selectFrom('queries')
      .selectAll()
      .where('results_key', '=', key)
      .executeTakeFirst();
  }

  /** A user's records changed after a time, oldest change first. */
  changedSince(userId: number, since: number, limit = 1000): Promise<QueryRow[]> {
    return this.db
      .selectFrom('queries')
      .selectAll()
      .where('user_id', '=', userId)
      .where('changed_on', '>', since)
      .orderBy('changed_on')
      .limit(limit)
      .execute();
  }

  /** Records in a running state, for the watchdog. */
  inProgress(): Promise<QueryRow[]> {
    return this.db
      .selectFrom('queries')
      .selectAll()
      .where('status', 'in', [...IN_PROGRESS_STATES])
      .execute();
  }
}
