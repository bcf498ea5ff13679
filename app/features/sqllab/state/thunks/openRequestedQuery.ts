// Opening a saved, shared, past or requested query in a new tab (or saying "The query couldn't
// be loaded").
import { getDataset } from '@app/api/datasets';
import { getPermalink } from '@app/api/permalinks';
import { getPastQuery } from '@app/api/queries';
import { getSavedQuery } from '@app/api/savedQueries';
import { COPY_TAB_PREFIX } from '@common/constants/sqlLab';
import { addDangerToast } from '@app/store/messageToasts';
import type { SqlLabThunk } from '../sqlLabReducer';
import { setActiveQueryEditor } from '../tabsSlice';
import type { QueryEditor } from '../types';
import { openQueryInNewTab, type OpenTabFields } from './openQueryInNewTab';

/** The message for any saved, shared or past query that could not be opened. */
export const CANT_LOAD_QUERY = "The query couldn't be loaded";
/** The message when a requested query's datasource could not be read. */
export const CANT_LOAD_DATASOURCE = "The datasource couldn't be loaded";

/** Runs a loader; on failure `message` is toasted and undefined answered. */
function loading(
  load: () => Promise<OpenTabFields>,
  message = CANT_LOAD_QUERY,
): SqlLabThunk<Promise<QueryEditor | undefined>> {
  return async (dispatch) => {
    let fields: OpenTabFields;
    try {
      fields = await load();
    } catch {
      dispatch(addDangerToast(message));
      return undefined;
    }
    return dispatch(openQueryInNewTab(fields));
  };
}

/**
 * Opens a saved query in a tab that stays linked to it, so later saves update it; a tab
 * already linked to it is focused instead of adding a duplicate.
 */
export function openSavedQuery(id: number): SqlLabThunk<Promise<QueryEditor | undefined>> {
  return async (dispatch, getState) => {
    const open = getState().sqlLab.tabs.queryEditors.find((e) => e.remoteId === id);
    if (open) {
      dispatch(setActiveQueryEditor(open.id));
      return open;
    }
    return dispatch(
      loading(async () => {
        const saved = await getSavedQuery(id);
        return {
          name: saved.label,
          remoteId: saved.id,
          dbId: saved.database?.id ?? saved.db_id ?? undefined,
          catalog: saved.catalog,
          schema: saved.schema,
          sql: saved.sql,
          templateParams: saved.template_parameters,
        };
      }),
    );
  };
}

/** Opens a past run (by its numeric server id) in a tab "Copy of {its tab}". */
export function openPastQuery(id: number): SqlLabThunk<Promise<QueryEditor | undefined>> {
  return loading(async () => {
    const past = await getPastQuery(id);
    return {
      name: `${COPY_TAB_PREFIX} ${past.tab_name ?? ''}`.trimEnd(),
      dbId: past.database.id,
      catalog: past.catalog ?? null,
      schema: past.schema,
      sql: past.sql,
    };
  });
}

/** Opens a permalink's tab; it runs at once when it was shared with autorun. */
export function openPermalink(key: string): SqlLabThunk<Promise<QueryEditor | undefined>> {
  return loading(async () => {
    const shared = await getPermalink(key);
    return {
      name: shared.name || 'Shared query',
      dbId: shared.dbId,
      catalog: shared.catalog,
      schema: shared.schema,
      sql: shared.sql,
      templateParams: shared.templateParams,
      autorun: shared.autorun,
    };
  });
}

/**
 * Opens a query on a datasource ("12__table"): its database and schema, the given SQL run at
 * once, else the dataset's SELECT * to start from.
 */
export function openDatasourceQuery(
  datasourceKey: string,
  sql: string | undefined,
): SqlLabThunk<Promise<QueryEditor | undefined>> {
  return loading(async () => {
    const id = Number(datasourceKey.split('__')[0]);
    if (!Number.isInteger(id) || id <= 0) throw new Error('Not a datasource key');
    const dataset = await getDataset(id);
    return {
      name: `Query ${dataset.table_name}`,
      dbId: dataset.database.id,
      catalog: dataset.catalog,
      schema: dataset.schema,
      sql: sql ?? dataset.select_star,
      // The key and SQL may come from a link: shown, not run, until the user runs them.
      autorun: false,
    };
  }, CANT_LOAD_DATASOURCE);
}

/** What the page was asked to open (see parseRequestedQuery.ts). */
export type OpenRequest =
  | { kind: 'permalink'; key: string }
  | { kind: 'savedQuery'; id: number }
  | { kind: 'pastQuery'; id: number }
  | { kind: 'datasource'; datasourceKey: string; sql?: string }
  | { kind: 'tab'; tab: OpenTabFields }
  | { kind: 'invalid' };

/** Opens what the page was asked for in a new tab; failures toast a message. */
export function openRequestedQuery(
  request: OpenRequest,
): SqlLabThunk<Promise<QueryEditor | undefined>> {
  return async (dispatch) => {
    switch (request.kind) {
      case 'permalink':
        return dispatch(openPermalink(request.key));
      case 'savedQuery':
        return dispatch(openSavedQuery(request.id));
      case 'pastQuery':
        return dispatch(openPastQuery(request.id));
      case 'datasource':
        return dispatch(openDatasourceQuery(request.datasourceKey, request.sql));
      case 'tab':
        return dispatch(openQueryInNewTab(request.tab));
      default:
        dispatch(addDangerToast(CANT_LOAD_QUERY));
        return undefined;
    }
  };
}
