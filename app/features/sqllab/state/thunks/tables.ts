import { PREVIEW_QUERY_LIMIT } from '@common/constants/sqlLab';
import { tableMetadata } from '@app/api/databaseIntrospection';
import { addDangerToast } from '@app/store/messageToasts';
import { removeTables } from '../actions';
import { removeQuery } from '../queriesSlice';
import type { SqlLabThunk } from '../sqlLabReducer';
import { mergeTable, sameTable, type TableMerge } from '../tablesSlice';
import type { SqlLabTable } from '../types';
import { newQuery, runQuery } from './runQuery';

/** Table errors ask the user to contact the administrator. */
export const TABLE_METADATA_ERROR =
  'An error occurred while fetching table metadata. Please contact your administrator.';

/** Which table, in which tab. */
export type TableIdentity = Pick<
  SqlLabTable,
  'dbId' | 'queryEditorId' | 'catalog' | 'schema' | 'name'
>;

/**
 * Runs (or re-runs) a table's data preview: its SELECT as a run outside any tab. The new run
 * replaces the table's previous preview query.
 */
export function runTablePreview(
  table: TableIdentity & { selectStar: string },
): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const state = getState().sqlLab;
    const previous = state.tables.tables.find((t) => sameTable(t, table))?.dataPreviewQueryId;
    const database = state.databases.databases[table.dbId];
    const query = newQuery({
      dbId: table.dbId,
      catalog: table.catalog ?? null,
      schema: table.schema,
      sql: table.selectStar,
      tableName: table.name,
      runAsync: database?.allow_run_async ?? false,
      isDataPreview: true,
      queryLimit: PREVIEW_QUERY_LIMIT,
    });
    dispatch(mergeTable(table, { previewQueryId: query.id }));
    if (previous) dispatch(removeQuery(previous));
    await dispatch(runQuery(query));
  };
}

/**
 * Adds a table to a tab's browser (first, expanded), loads its metadata and starts its data
 * preview unless the database disables data preview.
 */
export function addTable(table: TableIdentity): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const identity: TableMerge = { ...table, catalog: table.catalog ?? null };
    dispatch(
      mergeTable({ ...identity, expanded: true, isMetadataLoading: true }, { prepend: true }),
    );
    let selectStar: string;
    try {
      const metadata = await tableMetadata(table.dbId, table.name, table.schema, table.catalog);
      selectStar = metadata.selectStar;
      dispatch(
        mergeTable({
          ...identity,
          isMetadataLoading: false,
          columns: metadata.columns,
          selectStar: metadata.selectStar,
          primaryKey: metadata.primaryKey,
          foreignKeys: metadata.foreignKeys,
          indexes: metadata.indexes,
          comment: metadata.comment,
        }),
      );
    } catch {
      dispatch(mergeTable({ ...identity, isMetadataLoading: false }));
      dispatch(addDangerToast(TABLE_METADATA_ERROR));
      return;
    }
    const database = getState().sqlLab.databases.databases[table.dbId];
    if (!database?.disable_data_preview && selectStar) {
      await dispatch(runTablePreview({ ...table, selectStar }));
    }
  };
}

/**
 * Removes tables from the browser with their data-preview queries. The backend delete of
 * initialized tables follows from the state change (persistence/backendSync.ts).
 */
export function removeTablesAndPreviews(tables: SqlLabTable[]): SqlLabThunk {
  return (dispatch) => {
    dispatch(removeTables(tables));
  };
}
