import type { ChartDataResponseEntry } from '@common/api/chartData';
import type { GridTable } from '@app/components/grid/gridTable';

/** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean → grid kinds. */
const KINDS = ['float64', 'string', 'timestamp', 'bool'];

function cellText(value: unknown, kind: string): string {
  if (value === null || value === undefined) return 'NULL';
  // Temporal values arrive as epoch ms: shown as UTC date and time.
  if (kind === 'timestamp' && typeof value === 'number')
    return new Date(value)
      .toISOString()
      .replace('T', ' ')
      .replace(/(\.000)?Z$/, '');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A chart data answer's rows as the results grid reads them. */
export function entryGridTable(
  entry: Pick<ChartDataResponseEntry, 'colnames' | 'coltypes' | 'data'>,
): GridTable {
  const columns = entry.colnames.map((name, index) => ({
    name,
    kind: KINDS[entry.coltypes[index] ?? 1] ?? 'string',
  }));
  return {
    rowCount: entry.data.length,
    columns,
    text(row, column) {
      const spec = columns[column];
      return spec ? cellText(entry.data[row]?.[spec.name], spec.kind) : '';
    },
  };
}
