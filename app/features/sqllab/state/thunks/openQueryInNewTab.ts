// A new tab with given fields, and the history's "Open in new tab".
import { COPY_TAB_PREFIX } from '@common/constants/sqlLab';
import { defaultDbId } from '../databasesSlice';
import { newClientId } from '../newClientId';
import type { SqlLabThunk } from '../sqlLabReducer';
import { buildNewQueryEditor } from '../tabRules';
import { addQueryEditor } from '../tabsSlice';
import type { QueryEditor } from '../types';
import { cloneQueryToNewTab } from './tabs';

/** What a new tab may be opened with; the rest comes from the current tab's defaults. */
export interface OpenTabFields {
  name?: string;
  remoteId?: number | null;
  dbId?: number;
  catalog?: string | null;
  schema?: string | null;
  sql?: string;
  templateParams?: string | null;
  autorun?: boolean;
}

/** Opens (and activates) a new tab with the given fields. */
export function openQueryInNewTab(fields: OpenTabFields): SqlLabThunk<QueryEditor> {
  return (dispatch, getState) => {
    const { tabs, databases, persistence } = getState().sqlLab;
    const base = buildNewQueryEditor(tabs, newClientId(), {
      defaultDbId: defaultDbId(databases),
      backendPersistence: persistence.backendPersistence,
    });
    const given = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as OpenTabFields;
    const editor: QueryEditor = {
      ...base,
      ...given,
      // A requested tab says where it runs: the current tab's catalog/schema do not carry over.
      catalog: given.dbId !== undefined ? (given.catalog ?? null) : base.catalog,
      schema: given.dbId !== undefined ? (given.schema ?? null) : base.schema,
      templateParams: given.templateParams ?? undefined,
      remoteId: given.remoteId ?? null,
      autorun: given.autorun ?? false,
      loaded: true,
      // Only the browser has it until the server stores it (as addNewQueryEditor's tabs).
      inLocalStorage: true,
      updatedAt: Date.now(),
    };
    dispatch(addQueryEditor(editor));
    return editor;
  };
}

/** A history row as "Open in new tab" knows it. */
export interface HistoryQueryRef {
  id: string;
  sql: string;
  dbId?: number;
  schema?: string | null;
  tab?: string | null;
}

/**
 * "Open in new tab" of the history: a clone "Copy of {name}" that runs at once; a
 * run this browser does not hold (the server's list) is cloned from the row's fields.
 */
export function cloneHistoryQuery(query: HistoryQueryRef): SqlLabThunk<QueryEditor | undefined> {
  return (dispatch, getState) => {
    if (getState().sqlLab.queries.queries[query.id]) {
      return dispatch(cloneQueryToNewTab(query.id, true));
    }
    if (query.dbId === undefined) return undefined;
    return dispatch(
      openQueryInNewTab({
        name: `${COPY_TAB_PREFIX} ${query.tab ?? ''}`.trimEnd(),
        dbId: query.dbId,
        schema: query.schema ?? null,
        sql: query.sql,
        autorun: true,
      }),
    );
  };
}
