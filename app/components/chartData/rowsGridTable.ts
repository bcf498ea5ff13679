import type { GridTable } from '@app/components/grid/gridTable';

/** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
const KIND_OF_TYPE: Record<number, string> = {
  0: 'float64',
  1: 'string',
  2: 'timestamp',
  3: 'bool',
};

function cellText(value: unknown, kind: string): string {
  if (value === null || value === undefined) return 'NULL';
  // Temporal values arrive as epoch ms.
  if (kind === 'timestamp' && typeof value === 'number') {
    return new Date(value)
      .toISOString()
      .replace('T', ' ')
      .replace(/\.000Z$|Z$/, '');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A chart data answer's rows (Explore's data tables, drill detail, the dashboard chart menu) as the results grid reads them. */
export function rowsGridTable(answer: {
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
}): GridTable {
  const columns = answer.colnames.map((name, index) => ({
    name,
    kind: KIND_OF_TYPE[answer.coltypes[index] ?? 1] ?? 'string',
  }));
  return {
    rowCount: answer.data.length,
    columns,
    text(row, column) {
      const spec = columns[column];
      if (!spec) return '';
      return cellText(answer.data[row]?.[spec.name], spec.kind);
    },
  };
}
