import type { SchemasAnswer } from '@common/api/databases';
import { encodeRison, type RisonValue } from '@common/api/rison';
import { apiFetch } from './client';

function rison(params: Record<string, RisonValue | undefined>): string {
  const defined = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, RisonValue] => entry[1] !== undefined),
  );
  return encodeURIComponent(encodeRison(defined));
}

/** A table or view of a schema. */
export interface TableOption {
  value: string;
  type: 'table' | 'view';
}

/** A table's columns, keys, indexes and a ready-made SELECT (table_metadata answer). */
export interface TableMetadataAnswer {
  name: string;
  schema: string;
  catalog: string | null;
  comment: string | null;
  columns: {
    name: string;
    type: string;
    longType?: string;
    keys?: { type: string; name: string }[];
    comment?: string | null;
  }[];
  primaryKey: { constrained_columns: string[]; name: string | null } | null;
  foreignKeys: TableForeignKey[];
  indexes: TableIndex[];
  selectStar: string;
}

/** A foreign key of table metadata (Superset's / SQLAlchemy's shape). */
export interface TableForeignKey {
  name?: string | null;
  constrained_columns: string[];
  referred_schema?: string | null;
  referred_table: string;
  referred_columns: string[];
}

/** An index of table metadata (Superset's / SQLAlchemy's shape). */
export interface TableIndex {
  name: string;
  column_names: string[];
  unique?: boolean;
}

/** A database's schema names, and the one its connection uses when a query names none. */
export async function listSchemas(
  databaseId: number,
  options: { force?: boolean; catalog?: string | null } = {},
): Promise<SchemasAnswer> {
  const q = rison({ force: options.force ?? false, catalog: options.catalog ?? undefined });
  const answer = await apiFetch<SchemasAnswer>(
    'GET',
    `/api/v1/database/${databaseId}/schemas/?q=${q}`,
  );
  // A Superset-shaped answer without the default is read as "no default".
  return { ...answer, default_schema: answer.default_schema ?? null };
}

/** A schema's tables and views. */
export async function listTables(
  databaseId: number,
  schema: string,
  options: { force?: boolean; catalog?: string | null } = {},
): Promise<{ count: number; result: TableOption[] }> {
  const q = rison({
    schema_name: schema,
    force: options.force ?? false,
    catalog_name: options.catalog ?? undefined,
  });
  return apiFetch('GET', `/api/v1/database/${databaseId}/tables/?q=${q}`);
}

/** A table's metadata. */
export function tableMetadata(
  databaseId: number,
  name: string,
  schema: string,
  catalog?: string | null,
): Promise<TableMetadataAnswer> {
  const params = new URLSearchParams({ name, schema });
  if (catalog) params.set('catalog', catalog);
  return apiFetch('GET', `/api/v1/database/${databaseId}/table_metadata/?${params.toString()}`);
}
