import { Select } from '../../../../components/ui/Select';

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
}

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The database, catalog and schema of the tab. */
export function DatabaseSelectors(props: DatabaseSelectorsProps) {
  return (
    <div className="sqllab-selectors">
      <label className="sqllab-field">
        <span>Database</span>
        <Select
          aria-label="Database"
          value={props.dbId}
          placeholder="Choose a database"
          onChange={(id) => id !== undefined && props.onDbChange(id)}
          options={props.databases.map((db) => ({ value: db.id, label: db.name }))}
        />
      </label>
      {props.catalogs.length > 0 && (
        <label className="sqllab-field">
          <span>Catalog</span>
          <Select
            aria-label="Catalog"
            allowClear
            placeholder="Any catalog"
            value={props.catalog ?? undefined}
            onChange={(value) => props.onCatalogChange(value ?? null)}
            options={options(props.catalogs)}
          />
        </label>
      )}
      <label className="sqllab-field">
        <span>Schema</span>
        <Select
          aria-label="Schema"
          allowClear
          loading={props.schemasLoading}
          value={props.schema ?? undefined}
          placeholder="Choose a schema"
          onChange={(value) => props.onSchemaChange(value ?? null)}
          options={options(props.schemas)}
        />
      </label>
    </div>
  );
}
