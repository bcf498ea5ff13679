// Tabs and tables between the client's shape and the server's (Superset's tab state API).
import type {
  QueryEditorPayload,
  TableSchemaRecord,
  TabStateRecord,
  TabStateUpdateBody,
} from '@common/api/tabState';
import type { CursorPosition, QueryEditor, SqlLabTable } from '../types';

/** The version of `extra_json` this client writes. */
export const EXTRA_JSON_VERSION = 1;

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

const isCursor = (value: unknown): value is CursorPosition =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as CursorPosition).row) &&
  Number.isInteger((value as CursorPosition).column);

const percent = (value: unknown): number | undefined =>
  typeof value === 'number' && value >= 0 && value <= 100 ? value : undefined;

function extraJson(editor: QueryEditor): Record<string, unknown> {
  return defined({
    cursorPosition: editor.cursorPosition,
    northPercent: percent(editor.northPercent),
    southPercent: percent(editor.southPercent),
    updatedAt: editor.updatedAt,
    version: EXTRA_JSON_VERSION,
  });
}

/** POST /tabstateview/'s `queryEditor` for a tab. */
export function queryEditorPayload(editor: QueryEditor): QueryEditorPayload {
  return defined({
    name: editor.name || undefined,
    dbId: editor.dbId ?? null,
    catalog: editor.catalog ?? null,
    schema: editor.schema ?? null,
    sql: editor.sql,
    queryLimit: editor.queryLimit,
    templateParams: editor.templateParams || null,
    autorun: editor.autorun,
    hideLeftBar: editor.hideLeftBar ?? false,
    remoteId: editor.remoteId,
    ...extraJson(editor),
  }) as QueryEditorPayload;
}

/** PUT /tabstateview/{id}'s full sync of a tab; the latest run only if asked (it must exist there). */
export function tabStateUpdate(editor: QueryEditor, withLatestQuery = true): TabStateUpdateBody {
  return defined({
    sql: editor.sql,
    label: editor.name || undefined,
    database_id: editor.dbId ?? null,
    catalog: editor.catalog ?? null,
    schema: editor.schema ?? null,
    query_limit: editor.queryLimit,
    template_params: editor.templateParams || null,
    latest_query_id: withLatestQuery ? (editor.latestQueryId ?? undefined) : undefined,
    saved_query_id: editor.remoteId ?? null,
    hide_left_bar: editor.hideLeftBar ?? false,
    autorun: editor.autorun,
    extra_json: extraJson(editor),
  });
}

/** A saved tab as the client keeps it: its id is the server's. */
export function editorFromTabState(record: TabStateRecord<{ id: string }>): QueryEditor {
  const extra = record.extra_json;
  const id = String(record.id);
  return defined({
    id,
    tabViewId: id,
    remoteId: record.saved_query?.id ?? null,
    name: record.label,
    dbId: record.database_id ?? undefined,
    catalog: record.catalog,
    schema: record.schema,
    sql: record.sql,
    queryLimit: record.query_limit ?? undefined,
    templateParams: record.template_params ?? undefined,
    autorun: record.autorun,
    hideLeftBar: record.hide_left_bar,
    latestQueryId: record.latest_query?.id ?? null,
    cursorPosition: isCursor(extra.cursorPosition) ? extra.cursorPosition : undefined,
    northPercent: percent(extra.northPercent),
    southPercent: percent(extra.southPercent),
    updatedAt: typeof extra.updatedAt === 'number' ? extra.updatedAt : undefined,
    loaded: true,
    inLocalStorage: false,
  });
}

/** A saved tab known only by id and label until it is fetched. */
export function placeholderEditor(id: string, label: string): QueryEditor {
  return {
    id,
    tabViewId: id,
    remoteId: null,
    name: label,
    sql: '',
    autorun: false,
    loaded: false,
    inLocalStorage: false,
  };
}

const DESCRIBED = [
  'columns',
  'selectStar',
  'primaryKey',
  'foreignKeys',
  'indexes',
  'comment',
  'dataPreviewQueryId',
] as const;

/** POST /tableschemaview/'s `table`: the identity, plus the metadata kept as its description. */
export function tableSchemaPayload(table: SqlLabTable, tabViewId: string): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    queryEditorId: tabViewId,
    dbId: table.dbId,
    catalog: table.catalog ?? null,
    schema: table.schema,
    name: table.name,
    expanded: table.expanded,
  };
  for (const key of DESCRIBED) if (table[key] !== undefined) payload[key] = table[key];
  return payload;
}

/** A stored table of a tab (`editorId` is the client's id of that tab). */
export function tableFromSchemaRecord(record: TableSchemaRecord, editorId: string): SqlLabTable {
  const described: Partial<SqlLabTable> = {};
  for (const key of DESCRIBED)
    if (record.description[key] !== undefined)
      (described as Record<string, unknown>)[key] = record.description[key];
  return {
    ...described,
    id: String(record.id),
    dbId: record.database_id,
    queryEditorId: editorId,
    catalog: record.catalog,
    schema: record.schema ?? '',
    name: record.table,
    expanded: record.expanded,
    initialized: true,
    inLocalStorage: false,
    isMetadataLoading: false,
  };
}
