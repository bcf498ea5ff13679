import { type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import type { Store } from './db';
import type { AnnotationLayerTable, AnnotationTable } from './schema';
import { likePattern } from './userRepository';

export type AnnotationLayerRow = Selectable<AnnotationLayerTable>;
export type AnnotationRow = Selectable<AnnotationTable>;

/** A user's name fields as the list answers show them. */
export interface UserNames {
  id: number;
  first_name: string;
  last_name: string;
}

/** A row with the names of who created and last changed it. */
export type WithUsers<T> = T & { created_by: UserNames | null; changed_by: UserNames | null };

/** Text conditions of a list: `ct` (contains, case-insensitive), `sw` (starts with) or `eq`. */
export interface TextCondition {
  column: string;
  opr: 'ct' | 'sw' | 'eq';
  value: string;
}

/** One page of a list. */
export interface PageCriteria {
  text: TextCondition[];
  orderColumn: string;
  orderDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** What an annotation list is narrowed by, beyond text. */
export interface AnnotationCriteria extends PageCriteria {
  /** [column, 'gt' | 'lt', epoch ms]: time-window bounds. */
  times: ['start_dttm' | 'end_dttm', 'gt' | 'lt', number][];
}

function textCondition(table: string, { column, opr, value }: TextCondition) {
  const ref = sql.ref(`${table}.${column}`);
  if (opr === 'eq') return sql<boolean>`${ref} = ${value}`;
  const pattern = opr === 'ct' ? likePattern(value) : `${likePattern(value).slice(1)}`;
  // LIKE escapes need an explicit ESCAPE on SQLite; PostgreSQL accepts the same clause.
  return sql<boolean>`lower(${ref}) like ${pattern} escape '\\'`;
}

/** Reads and writes annotation layers and their annotations. */
export class AnnotationLayerRepository {
  constructor(private readonly db: Store) {}

  /** Finds a layer by id. */
  findLayer(id: number): Promise<AnnotationLayerRow | undefined> {
    return this.db
      .selectFrom('annotation_layer')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Finds a layer by its (unique) name. */
  findLayerByName(name: string): Promise<AnnotationLayerRow | undefined> {
    return this.db
      .selectFrom('annotation_layer')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
  }

  /** The ids of the given layers that exist. */
  async existingLayerIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('annotation_layer')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return rows.map((row) => row.id);
  }

  /** One page of layers with their users, and how many match in all. */
  async listLayers(
    criteria: PageCriteria,
  ): Promise<{ rows: WithUsers<AnnotationLayerRow>[]; count: number }> {
    let query = this.db.selectFrom('annotation_layer');
    for (const condition of criteria.text)
      query = query.where(textCondition('annotation_layer', condition));
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await query
      .selectAll()
      .orderBy(sql.ref(`annotation_layer.${criteria.orderColumn}`), criteria.orderDirection)
      .orderBy('annotation_layer.id', criteria.orderDirection)
      .limit(criteria.pageSize)
      .offset(criteria.page * criteria.pageSize)
      .execute();
    return { rows: await this.withUsers(rows), count: Number(counted?.n ?? 0) };
  }

  /** Creates a layer; answers its id. */
  async insertLayer(row: Insertable<AnnotationLayerTable>): Promise<number> {
    const created = await this.db
      .insertInto('annotation_layer')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  }

  /** Changes a layer's fields. */
  async updateLayer(id: number, fields: Updateable<AnnotationLayerTable>): Promise<void> {
    await this.db.updateTable('annotation_layer').set(fields).where('id', '=', id).execute();
  }

  /** Deletes layers and (by cascade, done here too for stores without FK enforcement) their annotations. */
  async deleteLayers(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('annotation').where('layer_id', 'in', ids).execute();
    await this.db.deleteFrom('annotation_layer').where('id', 'in', ids).execute();
  }

  /** Finds one annotation of a layer. */
  findAnnotation(layerId: number, id: number): Promise<AnnotationRow | undefined> {
    return this.db
      .selectFrom('annotation')
      .selectAll()
      .where('layer_id', '=', layerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The annotation of a layer with this short description, if any. */
  findAnnotationByShortDescr(
    layerId: number,
    shortDescr: string,
  ): Promise<AnnotationRow | undefined> {
    return this.db
      .selectFrom('annotation')
      .selectAll()
      .where('layer_id', '=', layerId)
      .where('short_descr', '=', shortDescr)
      .executeTakeFirst();
  }

  /** The ids among `ids` that are annotations of the layer. */
  async existingAnnotationIds(layerId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('annotation')
      .select('id')
      .where('layer_id', '=', layerId)
      .where('id', 'in', ids)
      .execute();
    return rows.map((row) => row.id);
  }

  /** One page of a layer's annotations, and how many match in all. */
  async listAnnotations(
    layerId: number,
    criteria: AnnotationCriteria,
  ): Promise<{ rows: WithUsers<AnnotationRow>[]; count: number }> {
    let query = this.db.selectFrom('annotation').where('layer_id', '=', layerId);
    for (const condition of criteria.text)
      query = query.where(textCondition('annotation', condition));
    for (const [column, opr, ms] of criteria.times)
      query = query.where(column, opr === 'gt' ? '>=' : '<=', ms);
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await query
      .selectAll()
      .orderBy(sql.ref(`annotation.${criteria.orderColumn}`), criteria.orderDirection)
      .orderBy('annotation.id', criteria.orderDirection)
      .limit(criteria.pageSize)
      .offset(criteria.page * criteria.pageSize)
      .execute();
    return { rows: await this.withUsers(rows), count: Number(counted?.n ?? 0) };
  }

  /** Creates an annotation; answers its id. */
  async insertAnnotation(row: Insertable<AnnotationTable>): Promise<number> {
    const created = await this.db
      .insertInto('annotation')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  }

  /** Changes an annotation's fields. */
  async updateAnnotation(id: number, fields: Updateable<AnnotationTable>): Promise<void> {
    await this.db.updateTable('annotation').set(fields).where('id', '=', id).execute();
  }

  /** Deletes annotations of a layer. */
  async deleteAnnotations(layerId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('annotation')
      .where('layer_id', '=', layerId)
      .where('id', 'in', ids)
      .execute();
  }

  /** Adds the creator's and last changer's names to rows. */
  async withUsers<T extends { created_by_fk: number | null; changed_by_fk: number | null }>(
    rows: T[],
  ): Promise<WithUsers<T>[]> {
    const ids = [
      ...new Set(
        rows.flatMap((row) => [row.created_by_fk, row.changed_by_fk]).filter((id) => id !== null),
      ),
    ];
    const users =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('users')
            .select(['id', 'first_name', 'last_name'])
            .where('id', 'in', ids)
            .execute();
    const byId = new Map(users.map((user) => [user.id, user]));
    const name = (id: number | null) => (id === null ? null : (byId.get(id) ?? null));
    return rows.map((row) => ({
      ...row,
      created_by: name(row.created_by_fk),
      changed_by: name(row.changed_by_fk),
    }));
  }
}
