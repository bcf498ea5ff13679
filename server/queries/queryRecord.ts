import type { LimitingFactor } from '../../common/sql/limits';
import type { QueryRow } from '../store/queryRepository';

/** The `query` object of SQL Lab answers (Superset's Query.to_dict). */
export function queryRecord(row: QueryRow, databaseName: string) {
  const extra = JSON.parse(row.extra_json) as Record<string, unknown>;
  return {
    id: row.client_id,
    queryId: row.id,
    serverId: row.id,
    dbId: row.database_id,
    db: databaseName,
    catalog: row.catalog,
    schema: row.schema,
    sql: row.sql,
    executedSql: row.executed_sql,
    sqlEditorId: row.sql_editor_id,
    tab: row.tab_name,
    state: row.status,
    startDttm: row.start_time,
    endDttm: row.end_time,
    changed_on: new Date(row.changed_on).toISOString(),
    limit: row.limit,
    limitingFactor: row.limiting_factor as LimitingFactor,
    rows: row.rows,
    progress: row.progress,
    ctas: row.select_as_cta === 1,
    tempSchema: row.tmp_schema_name,
    tempTable: row.tmp_table_name,
    resultsKey: row.results_key,
    errorMessage: row.error_message,
    trackingUrl: null,
    userId: row.user_id,
    cached: false,
    extra,
  };
}

export type QueryRecord = ReturnType<typeof queryRecord>;
