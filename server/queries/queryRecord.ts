import type { QueryRecord, QueryRecordState } from '@common/api/queryRecord';
import type { LimitingFactor } from '@common/sql/limits';
import { queryExtraOf, type QueryRow } from '../store/queryRepository';

export type { QueryRecord };

/** The `query` object of SQL Lab answers (Superset's Query.to_dict); see queryRecordSchema. */
export function queryRecord(row: QueryRow, databaseName: string): QueryRecord {
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
    // The store holds only the states runs write (IN_PROGRESS_STATES, FINISHED_STATES).
    state: row.status as QueryRecordState,
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
    extra: queryExtraOf(row),
  };
}
