import type { Dialect, TableMetadata } from './engine';

export interface RawColumn {
  name: string;
  type: string;
  nullable: boolean;
  default: string | null;
  comment: string | null;
}

export interface RawConstraint {
  kind: 'pk' | 'fk';
  name: string | null;
  columns: string[];
  referredSchema?: string;
  referredTable?: string;
  referredColumns?: string[];
}

/** Assembles TableMetadata from an engine's raw catalog rows. */
export function assembleTableMetadata(
  dialect: Dialect,
  table: { name: string; schema: string; catalog: string | null; comment: string | null },
  columns: RawColumn[],
  constraints: RawConstraint[],
  indexes: { name: string; columns: string[]; unique: boolean }[],
): TableMetadata {
  const pk = constraints.find((c) => c.kind === 'pk');
  const fks = constraints.filter((c) => c.kind === 'fk');
  const q = dialect.quoteIdentifier;
  return {
    ...table,
    columns: columns.map((column) => ({
      name: column.name,
      type: column.type,
      type_generic: dialect.genericType(column.type),
      longType: column.type,
      nullable: column.nullable,
      default: column.default,
      comment: column.comment,
      keys: [
        ...(pk?.columns.includes(column.name)
          ? [{ type: 'pk' as const, name: pk.name ?? 'primary' }]
          : []),
        ...fks
          .filter((fk) => fk.columns.includes(column.name))
          .map((fk) => ({ type: 'fk' as const, name: fk.name ?? 'fk' })),
        ...indexes
          .filter((ix) => ix.columns.includes(column.name))
          .map((ix) => ({ type: 'index' as const, name: ix.name })),
      ],
    })),
    primaryKey: pk ? { constrained_columns: pk.columns, name: pk.name, type: 'pk' } : null,
    foreignKeys: fks.map((fk) => ({
      name: fk.name,
      constrained_columns: fk.columns,
      referred_schema: fk.referredSchema ?? table.schema,
      referred_table: fk.referredTable ?? '',
      referred_columns: fk.referredColumns ?? [],
      type: 'fk',
    })),
    indexes: indexes.map((ix) => ({
      name: ix.name,
      column_names: ix.columns,
      unique: ix.unique,
      type: 'index',
    })),
    selectStar: `SELECT\n  ${columns.map((c) => q(c.name)).join(',\n  ')}\nFROM ${q(table.schema)}.${q(table.name)}\nLIMIT 100`,
  };
}
