import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from './schema';

/** Superset's favstar class name of charts. */
export const CHART_FAVORITE_CLASS = 'slice';

type ChartTextColumn = 'slice_name' | 'description' | 'viz_type' | 'table_name';

/** What the chart list may be narrowed by; every given condition holds. */
export interface ChartCriteria {
  /** Only charts on these datasets (the ones the caller may read); absent means any. */
  datasetIds?: number[];
  ids?: number[];
  excludedIds?: number[];
  /** Each entry: a LIKE pattern (see likePattern) one of the columns must match. */
  like?: { pattern: string; columns: ChartTextColumn[] }[];
  vizTypes?: string[];
  excludedVizTypes?: string[];
  datasourceIds?: number[];
  datasourceTypes?: string[];
  ownerIds?: number[];
  createdByIds?: number[];
  changedByIds?: number[];
  dashboardIds?: number[];
  /** Starred (true) or not starred (false) by this user. */
  favoriteOf?: { userId: number; starred: boolean };
  certified?: boolean;
  /** Charts this user owns, created or starred. */
  mineOf?: number;
  orderColumn:
    | 'id'
    | 'slice_name'
    | 'viz_type'
    | 'datasource_id'
    | 'description'
    | 'cache_timeout'
    | 'changed_on'
    | 'created_on'
    | 'last_saved_at'
    | 'last_saved_by_fk'
    | 'table_name'
    | 'changed_by_first_name';
  orderDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** The SQL conditions of the list criteria (the dataset is left-joined). */
export function chartConditions(
  eb: ExpressionBuilder<Database, 'slices' | 'dataset'>,
  criteria: ChartCriteria,
): Expression<SqlBool>[] {
  // An empty list means "none of them": `in ()` is not valid SQL.
  const none = eb.lit(false);
  const conditions: Expression<SqlBool>[] = [];
  const within = <T extends string | number>(
    column: 'slices.id' | 'slices.viz_type' | 'slices.datasource_id' | 'slices.datasource_type',
    values: T[] | undefined,
  ) => {
    if (values) conditions.push(values.length ? eb(column, 'in', values) : none);
  };
  within('slices.datasource_id', criteria.datasetIds);
  within('slices.id', criteria.ids);
  within('slices.viz_type', criteria.vizTypes);
  within('slices.datasource_id', criteria.datasourceIds);
  within('slices.datasource_type', criteria.datasourceTypes);
  if (criteria.excludedIds?.length)
    conditions.push(eb('slices.id', 'not in', criteria.excludedIds));
  if (criteria.excludedVizTypes?.length)
    conditions.push(eb('slices.viz_type', 'not in', criteria.excludedVizTypes));
  if (criteria.createdByIds)
    conditions.push(
      criteria.createdByIds.length ? eb('slices.created_by_fk', 'in', criteria.createdByIds) : none,
    );
  if (criteria.changedByIds)
    conditions.push(
      criteria.changedByIds.length ? eb('slices.changed_by_fk', 'in', criteria.changedByIds) : none,
    );
  const ownedBy = (userIds: number[]) =>
    eb.exists(
      eb
        .selectFrom('slice_owners')
        .select('slice_owners.slice_id')
        .whereRef('slice_owners.slice_id', '=', 'slices.id')
        .where('slice_owners.user_id', 'in', userIds),
    );
  const starredBy = (userId: number) =>
    eb.exists(
      eb
        .selectFrom('favstar')
        .select('favstar.obj_id')
        .whereRef('favstar.obj_id', '=', 'slices.id')
        .where('favstar.class_name', '=', CHART_FAVORITE_CLASS)
        .where('favstar.user_id', '=', userId),
    );
  if (criteria.ownerIds)
    conditions.push(criteria.ownerIds.length ? ownedBy(criteria.ownerIds) : none);
  if (criteria.dashboardIds)
    conditions.push(
      criteria.dashboardIds.length
        ? eb.exists(
            eb
              .selectFrom('dashboard_slices')
              .select('dashboard_slices.slice_id')
              .whereRef('dashboard_slices.slice_id', '=', 'slices.id')
              .where('dashboard_slices.dashboard_id', 'in', criteria.dashboardIds),
          )
        : none,
    );
  if (criteria.favoriteOf) {
    const starred = starredBy(criteria.favoriteOf.userId);
    conditions.push(criteria.favoriteOf.starred ? starred : eb.not(starred));
  }
  if (criteria.certified !== undefined) {
    const certified = eb.and([
      eb('slices.certified_by', 'is not', null),
      eb('slices.certified_by', '!=', ''),
    ]);
    conditions.push(criteria.certified ? certified : eb.not(certified));
  }
  if (criteria.mineOf !== undefined)
    conditions.push(
      eb.or([
        eb('slices.created_by_fk', '=', criteria.mineOf),
        ownedBy([criteria.mineOf]),
        starredBy(criteria.mineOf),
      ]),
    );
  for (const { pattern, columns } of criteria.like ?? [])
    conditions.push(
      eb.or(
        // An explicit ESCAPE: SQLite's LIKE has no default escape character.
        columns.map((column) => {
          const ref = column === 'table_name' ? 'dataset.table_name' : `slices.${column}`;
          return sql<SqlBool>`lower(${sql.ref(ref)}) like ${pattern} escape '\\'`;
        }),
      ),
    );
  return conditions;
}
