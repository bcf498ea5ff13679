import {
  CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Selectable,
  type SqlBool,
  sql,
  type Updateable,
} from 'kysely';
import { type QueryExtra, queryExtraSchema } from '@common/api/queryRecord';
import { IN_PROGRESS_STATES } from '@common/api/sqllab';
import { queryEventsFor } from '../queries/queryEvents';
import { jsonColumnReader } from './jsonColumn';
import { laterQueryWritesFor } from './laterQueryWrites';
import { perStore } from './perStore';
import type { Store } from './db';
import type { Database, QueriesTable } from './schema';
import { likePattern } from './userRepository';

export type QueryRow = Selectable<QueriesTable>;

/** A record's `extra_json` (columns, errors, progress), parsed once per row; invalid → {}. */
export const queryExtraOf: (row: Pick<QueryRow, 'extra_json'>) => QueryExtra = jsonColumnReader(
  (row: Pick<QueryRow, 'extra_json'>) => row.extra_json,
  queryExtraSchema,
  () => ({}),
);

/** What the query history list may be narrowed by; every given condition must hold. */
export interface QueryListCriteria {
  userIds?: number[];
  databaseIds?: number[];
  statuses?: string[];
  excludedStatuses?: string[];
  sqlContains?: string[];
  /** Time bounds in epoch ms. */
  times?: {
    column: 'start_time' | 'end_time' | 'changed_on';
    op: '>' | '<' | '>=' | '<=';
    value: number;
  }[];
  orderColumn: 'id' | 'start_time' | 'end_time' | 'changed_on' | 'status' | 'rows' | 'tab_name';
  orderDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** A history row: the record with its database's name and its owner's names. */
export type QueryListRow = QueryRow & {
  database_name: string | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
};

/**
 * The SQL of a record insert by its column list, per store: compiling it is most of an insert's
 * cost in Kysely (0.16 of 0.46 ms right after a query), and the insert runs beside the engine.
 */
const insertSqlFor = perStore(() => new Map<string, string>());

/** The query records of every run. */
export class QueryRepository {
  constructor(private readonly db: Store) {}

  /** Inserts a record and returns it as stored. */
  async insert(row: Insertable<QueriesTable>): Promise<QueryRow> {
    // Kysely leaves out undefined values and keeps the others in the object's order.
    const columns = (Object.keys(row) as (keyof typeof row)[]).filter((c) => row[c] !== undefined);
    const key = columns.join(',');
    const byColumns = insertSqlFor(this.db);
    let query = byColumns.get(key);
    if (!query) {
      query = this.db.insertInto('queries').values(row).returningAll().compile().sql;
      byColumns.set(key, query);
    }
    const { rows } = await this.db.executeQuery<QueryRow>(
      CompiledQuery.raw(
        query,
        columns.map((c) => row[c]),
      ),
    );
    const inserted = rows[0];
    if (!inserted) throw new Error('The query record was not stored');
    queryEventsFor(this.db).changed(inserted.id);
    return inserted;
  }

  /** Updates a record; `changed_on` moves so pollers see the change. */
  async update(id: number, changes: Updateable<QueriesTable>, now = Date.now()): Promise<void> {
    await this.landed();
    await this.db
      .updateTable('queries')
      .set({ ...changes, changed_on: now })
      .where('id', '=', id)
      .execute();
    queryEventsFor(this.db).changed(id);
  }

  /** Ends a record that is still in progress; false when it had already ended (say, stopped). */
  async finish(id: number, changes: Updateable<QueriesTable>, now = Date.now()): Promise<boolean> {
    await this.landed();
    return this.finishNow(id, changes, now);
  }

  /**
   * finish(), once the current turn is over: for a run whose answer already holds its final
   * record. Reads in this process wait for it.
   */
  finishAfterAnswer(id: number, changes: Updateable<QueriesTable>, now: number): Promise<boolean> {
    return laterQueryWritesFor(this.db).after(() => this.finishNow(id, changes, now));
  }

  private async finishNow(
    id: number,
    changes: Updateable<QueriesTable>,
    now: number,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('queries')
      .set({ ...changes, changed_on: now })
      .where('id', '=', id)
      .where('status', 'in', [...IN_PROGRESS_STATES])
      .executeTakeFirst();
    const ended = Number(result.numUpdatedRows) > 0;
    if (ended) queryEventsFor(this.db).changed(id);
    return ended;
  }

  /** Records how far a run is (0–100), only while it is in progress: an end keeps its own. */
  async setProgress(id: number, progress: number, now = Date.now()): Promise<void> {
    await this.landed();
    const result = await this.db
      .updateTable('queries')
      .set({ progress, changed_on: now })
      .where('id', '=', id)
      .where('status', 'in', [...IN_PROGRESS_STATES])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) queryEventsFor(this.db).changed(id);
  }

  /** Marks a record running, unless it has already moved on (stopped, or even finished). */
  async markRunning(id: number, now = Date.now()): Promise<void> {
    await this.landed();
    await this.db
      .updateTable('queries')
      .set({ status: 'running', start_running_time: now, changed_on: now })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'running'])
      .execute();
    queryEventsFor(this.db).changed(id);
  }

  /** Finds a record by id. */
  async findById(id: number): Promise<QueryRow | undefined> {
    await this.landed();
    return this.db.selectFrom('queries').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Finds a record by its client id. */
  async findByClientId(clientId: string): Promise<QueryRow | undefined> {
    await this.landed();
    return this.db
      .selectFrom('queries')
      .selectAll()
      .where('client_id', '=', clientId)
      .executeTakeFirst();
  }

  /** Finds the record that holds a results key. */
  async findByResultsKey(key: string): Promise<QueryRow | undefined> {
    await this.landed();
    return (
      this.db
        .selectFrom('queries')
        .selectAll()
        .where('results_key', '=', key)
        // Content-derived keys are shared by identical runs: the newest record speaks for them.
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
    );
  }

  /** A user's records changed after a time, oldest change first. */
  async changedSince(userId: number, since: number, limit = 1000): Promise<QueryRow[]> {
    await this.landed();
    return (
      this.db
        .selectFrom('queries')
        .selectAll()
        // Chart runs are recorded too, but SQL Lab's history shows only its own.
        .where('user_id', '=', userId)
        .where('origin', '=', 'sqllab')
        .where('changed_on', '>', since)
        .orderBy('changed_on')
        .limit(limit)
        .execute()
    );
  }

  /** Marks this process's runs alive; leaves `changed_on` alone, so pollers see nothing new. */
  async heartbeat(clientIds: string[], now = Date.now()): Promise<void> {
    if (clientIds.length === 0) return;
    await this.db
      .updateTable('queries')
      .set({ alive_on: now })
      .where('client_id', 'in', clientIds)
      .where('status', 'in', [...IN_PROGRESS_STATES])
      .execute();
  }

  /** Records in a running state, for the watchdog. */
  async inProgress(): Promise<QueryRow[]> {
    await this.landed();
    return this.db
      .selectFrom('queries')
      .selectAll()
      .where('status', 'in', [...IN_PROGRESS_STATES])
      .execute();
  }

  /** A page of the query history with its total count, for GET /api/v1/query/. */
  async list(criteria: QueryListCriteria): Promise<{ rows: QueryListRow[]; count: number }> {
    await this.landed();
    const where = (eb: ExpressionBuilder<Database, 'queries'>) => {
      // An empty list means "none of them": `in ()` is not valid SQL.
      const none = eb.lit(false);
      // Chart runs are recorded too, but the query history lists only SQL Lab's.
      const conditions: Expression<SqlBool>[] = [eb('queries.origin', '=', 'sqllab')];
      const { userIds, databaseIds, statuses } = criteria;
      if (userIds) conditions.push(userIds.length ? eb('queries.user_id', 'in', userIds) : none);
      if (databaseIds)
        conditions.push(databaseIds.length ? eb('queries.database_id', 'in', databaseIds) : none);
      if (statuses) conditions.push(statuses.length ? eb('queries.status', 'in', statuses) : none);
      if (criteria.excludedStatuses?.length)
        conditions.push(eb('queries.status', 'not in', criteria.excludedStatuses));
      for (const text of criteria.sqlContains ?? [])
        // An explicit ESCAPE: SQLite's LIKE has no default escape character.
        conditions.push(sql<boolean>`lower(queries.sql) like ${likePattern(text)} escape '\\'`);
      for (const { column, op, value } of criteria.times ?? [])
        conditions.push(eb(`queries.${column}`, op, value));
      return eb.and(conditions);
    };
    const total = await this.db
      .selectFrom('queries')
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.db
      .selectFrom('queries')
      .leftJoin('dbs', 'dbs.id', 'queries.database_id')
      .leftJoin('users', 'users.id', 'queries.user_id')
      .where(where)
      .selectAll('queries')
      .select(['dbs.database_name', 'users.username', 'users.first_name', 'users.last_name'])
      .orderBy(`queries.${criteria.orderColumn}`, criteria.orderDirection)
      .orderBy('queries.id', criteria.orderDirection)
      .limit(criteria.pageSize)
      .offset(criteria.page * criteria.pageSize)
      .execute();
    return { rows, count: Number(total.n) };
  }

  /** Waits for this store's query writes that follow their answers (see LaterQueryWrites). */
  private async landed(): Promise<void> {
    await laterQueryWritesFor(this.db).settled();
  }
}
