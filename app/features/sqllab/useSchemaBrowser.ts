import { useEffect, useState } from 'react';
import { listSchemas, listTables } from '../../api/databaseIntrospection';
import { useApiErrorToast } from '../../components/useApiErrorToast';

const EMPTY: readonly string[] = [];

/** The schemas of a database and the table names of a schema, loaded when they change. */
export function useSchemaBrowser(
  dbId: number | undefined,
  catalog: string | null | undefined,
  schema: string | null | undefined,
) {
  const showError = useApiErrorToast();
  const [schemas, setSchemas] = useState<{ key: string; names: readonly string[] }>();
  const [tables, setTables] = useState<{ key: string; names: readonly string[] }>();
  const schemasKey = `${dbId}:${catalog ?? ''}`;
  const tablesKey = `${schemasKey}:${schema ?? ''}`;

  useEffect(() => {
    if (dbId === undefined) return;
    let cancelled = false;
    listSchemas(dbId, { catalog })
      .then((names) => !cancelled && setSchemas({ key: schemasKey, names }))
      .catch((error: unknown) => !cancelled && showError(error));
    return () => {
      cancelled = true;
    };
  }, [dbId, catalog, schemasKey, showError]);

  useEffect(() => {
    if (dbId === undefined || !schema) return;
    let cancelled = false;
    listTables(dbId, schema, { catalog })
      .then((answer) => {
        if (!cancelled) setTables({ key: tablesKey, names: answer.result.map((t) => t.value) });
      })
      .catch((error: unknown) => !cancelled && showError(error));
    return () => {
      cancelled = true;
    };
  }, [dbId, catalog, schema, tablesKey, showError]);

  return {
    schemas: schemas?.key === schemasKey ? schemas.names : EMPTY,
    schemasLoading: dbId !== undefined && schemas?.key !== schemasKey,
    tables: tables?.key === tablesKey ? tables.names : EMPTY,
    tablesLoading: Boolean(schema) && tables?.key !== tablesKey,
  };
}
