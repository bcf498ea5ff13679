// A cell as Python's str() prints it, for pivot column labels ("2020-01-01 00:00:00", "True").
import { formatDate, formatTimestamp } from '@common/results/columnarTable';
import { type FrameColumn, isNullAt } from './frame';
import { pythonFloat } from './labels';

/** The cell as pandas would label a column with it; null for a missing value. */
export function levelText(column: FrameColumn, row: number): string | null {
  if (isNullAt(column, row)) return null;
  const value = column.values[row];
  switch (column.kind) {
    case 'utf8':
      return value as string;
    case 'bool':
      return value ? 'True' : 'False';
    case 'list':
      return JSON.stringify(value);
    case 'timestamp': {
      // pandas prints whole seconds as "YYYY-MM-DD HH:MM:SS", and micros with all six digits.
      const text = formatTimestamp(value as number);
      const [whole = text, fraction] = text.split('.');
      return fraction ? `${whole}.${fraction.padEnd(6, '0')}` : whole;
    }
    case 'date':
      return formatDate(Math.floor((value as number) / 86_400_000_000));
    case 'float64':
      return pythonFloat(value as number);
    default:
      return column.exact ? String(column.exact[row]) : String(value);
  }
}
