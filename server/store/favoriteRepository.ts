import type { Store } from './db';

/** Favourites (Superset's favstar): a user's stars on charts ('slice') and dashboards. */
export class FavoriteRepository {
  constructor(private readonly db: Store) {}

  /** Ids among the given ones that the user starred. */
  async starredIds(userId: number, className: string, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('favstar')
      .select('obj_id')
      .where('user_id', '=', userId)
      .where('class_name', '=', className)
      .where('obj_id', 'in', ids)
      .execute();
    return rows.map((row) => row.obj_id);
  }

  /** Stars an object for the user; starring twice keeps one star. */
  async add(userId: number, className: string, objId: number, now: number): Promise<void> {
    await this.db
      .insertInto('favstar')
      .values({ user_id: userId, class_name: className, obj_id: objId, dttm: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'class_name', 'obj_id']).doNothing())
      .execute();
  }

  /** Removes the user's star from an object, if any. */
  async remove(userId: number, className: string, objId: number): Promise<void> {
    await this.db
      .deleteFrom('favstar')
      .where('user_id', '=', userId)
      .where('class_name', '=', className)
      .where('obj_id', '=', objId)
      .execute();
  }
}
