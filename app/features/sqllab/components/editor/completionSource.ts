// The completion catalogue and the column lookup are built in the editor's second chunk, from
// what the page hands over, so their code stays off SQL Lab's first load.
import { tableMetadata } from '@app/api/databaseIntrospection';
import { buildCatalog, type CatalogInput, type CompletionCatalog } from './completionCatalog';
import type { CompletionData } from './queryCompletion';
import { columnsLookup, type ColumnsOf, type ColumnsScope } from './tableColumns';

/** What the page hands the editor for completion: the catalogue's names and where columns live. */
export interface CompletionSource {
  catalog: CatalogInput;
  /** Where the columns of tables the query names are looked up; none without a database. */
  columns?: ColumnsScope;
}

// One cache for the page: tabs on the same database share what they fetched.
const lookup = columnsLookup(async (databaseId, name, schema, catalog) =>
  (await tableMetadata(databaseId, name, schema, catalog)).columns.map(({ name, type }) => ({
    name,
    type,
  })),
);

/** Completion data read from the page's latest source; each part is rebuilt only when it changes. */
export function completionData(source: () => CompletionSource): () => CompletionData {
  let input: CatalogInput | undefined;
  let catalog: CompletionCatalog | undefined;
  let scope: ColumnsScope | undefined;
  let columnsOf: ColumnsOf | undefined;
  return () => {
    const next = source();
    if (!catalog || next.catalog !== input) {
      input = next.catalog;
      catalog = buildCatalog(next.catalog);
    }
    if (next.columns !== scope) {
      scope = next.columns;
      columnsOf = scope && lookup(scope);
    }
    return { catalog, columnsOf };
  };
}
