import { useCallback, useEffect, useRef, useState } from 'react';
import { listSchemas, listTables } from '@app/api/databaseIntrospection';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { schemaToSelect } from './components/leftbar/schemaToSelect';

const EMPTY: readonly string[] = [];
const NO_VIEWS: ReadonlySet<string> = new Set();

interface SchemaList {
  names: readonly string[];
  defaultSchema: string | null;
}

interface TableList {
  names: readonly string[];
  views: ReadonlySet<string>;
}

/**
 * Loads a list when `key` or `reload` changes; `force` (read once) bypasses the server's cache.
 * While a refresh runs the previous list stays, so the selects do not flash empty.
 */
function useListLoader<T>(
  key: string | undefined,
  load: (force: boolean) => Promise<T>,
  showError: (error: unknown) => void,
) {
  const [answer, setAnswer] = useState<{ key: string; value: T | undefined }>();
  const [reload, setReload] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const force = useRef(false);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === undefined) return;
    let cancelled = false;
    const forced = force.current;
    force.current = false;
    loadRef
      .current(forced)
      .then((value) => !cancelled && setAnswer({ key, value }))
      .catch((error: unknown) => {
        if (cancelled) return;
        showError(error);
        setAnswer((previous) => (previous?.key === key ? previous : { key, value: undefined }));
      })
      .finally(() => !cancelled && setRefreshing(false));
    return () => {
      cancelled = true;
    };
  }, [key, reload, showError]);

  const refresh = useCallback(() => {
    if (key === undefined) return;
    force.current = true;
    setRefreshing(true);
    setReload((n) => n + 1);
  }, [key]);
  const current = answer?.key === key ? answer : undefined;
  return {
    value: current?.value,
    loading: key !== undefined && (current === undefined || refreshing),
    refresh,
  };
}

/**
 * The schemas of a database and the tables of a schema (views among them), loaded when they
 * change and re-read with force on refresh. When a database's schemas arrive for a tab without
 * a schema, `onSchemaPicked` gets the one to open with (see {@link schemaToSelect}).
 */
export function useSchemaBrowser(
  dbId: number | undefined,
  catalog: string | null | undefined,
  schema: string | null | undefined,
  onSchemaPicked?: (schema: string) => void,
) {
  const showError = useApiErrorToast();
  const schemasKey = dbId === undefined ? undefined : `${dbId}:${catalog ?? ''}`;
  const tablesKey = schemasKey && schema ? `${schemasKey}:${schema}` : undefined;

  const schemas = useListLoader<SchemaList>(
    schemasKey,
    async (force) => {
      const answer = await listSchemas(dbId ?? 0, { catalog, force });
      return { names: answer.result, defaultSchema: answer.default_schema };
    },
    showError,
  );
  const tables = useListLoader<TableList>(
    tablesKey,
    async (force) => {
      const answer = await listTables(dbId ?? 0, schema ?? '', { catalog, force });
      const views = answer.result.filter((t) => t.type === 'view').map((t) => t.value);
      return { names: answer.result.map((t) => t.value), views: new Set(views) };
    },
    showError,
  );

  // Each list that arrives may pick a schema once: clearing the schema afterwards sticks.
  const pickedFor = useRef<SchemaList>(undefined);
  const list = schemas.value;
  useEffect(() => {
    if (!list || pickedFor.current === list) return;
    pickedFor.current = list;
    const pick = schema ? null : schemaToSelect(list.names, list.defaultSchema);
    if (pick) onSchemaPicked?.(pick);
  }, [list, schema, onSchemaPicked]);

  const names = list?.names ?? EMPTY;
  return {
    schemas: names,
    schemasLoading: schemas.loading,
    refreshSchemas: schemas.refresh,
    tables: tables.value?.names ?? EMPTY,
    /** The names among `tables` that are views. */
    viewNames: tables.value?.views ?? NO_VIEWS,
    tablesLoading: tables.loading,
    refreshTables: tables.refresh,
  };
}
