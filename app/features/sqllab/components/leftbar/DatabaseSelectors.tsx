import { Select } from '@app/components/ui/Select';
import { RefreshButton } from './RefreshButton';

export interface DatabaseOption {
  id: number;
  name: string;
  backend: string;
}

export interface DatabaseSelectorsProps {
  databases: readonly DatabaseOption[];
  dbId?: number;
  onDbChange: (id: number) => void;
  /** Empty when the engine has no catalogs: the catalog selector is then hidden. */
  catalogs: readonly string[];
  catalog?: string | null;
  onCatalogChange: (catalog: string | null) => void;
  schemas: readonly string[];
  schema?: string | null;
  onSchemaChange: (schema: string | null) => void;
  schemasLoading?: boolean;
  /** Re-reads the schema list, bypassing the server's cache. */
  onRefreshSchemas?: () => void;
}

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The database, catalog and schema of the tab, each a searchable select. */
export function DatabaseSelectors(props: DatabaseSelectorsProps) {
  return (
    <div className="sqllab-selectors">
      <div className="sqllab-field">
        <span>Database</span>
        <Select
          showSearch
          aria-label="Database"
          value={props.dbId}
          placeholder="Choose a database"
          onChange={(id) => id !== undefined && props.onDbChange(id)}
          options={props.databases.map((db) => ({ value: db.id, label: db.name }))}
        />
      </div>
      {props.catalogs.length > 0 && (
        <div className="sqllab-field">
          <span>Catalog</span>
          <Select
            showSearch
            aria-label="Catalog"
            allowClear
            placeholder="Any catalog"
            value={props.catalog ?? undefined}
            onChange={(value) => props.onCatalogChange(value ?? null)}
            options={options(props.catalogs)}
          />
        </div>
      )}
      <div className="sqllab-field">
        <span>Schema</span>
        <div className="sqllab-select-row">
          <Select
            showSearch
            aria-label="Schema"
            allowClear
            loading={props.schemasLoading}
            disabled={props.dbId === undefined}
            value={props.schema ?? undefined}
            placeholder="Choose a schema"
            onChange={(value) => props.onSchemaChange(value ?? null)}
            options={options(props.schemas)}
          />
          {props.onRefreshSchemas && props.dbId !== undefined && (
            <RefreshButton
              title="Force refresh schema list"
              loading={props.schemasLoading}
              onClick={props.onRefreshSchemas}
            />
          )}
        </div>
      </div>
    </div>
  );
}
