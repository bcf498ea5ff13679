import { getNumberFormatter, type ValueFormatter } from '../formatters';

/** Superset's label_type choices of pie, funnel, treemap and sunburst. */
export type CategoricalLabelType =
  'key' | 'value' | 'percent' | 'key_value' | 'key_percent' | 'key_value_percent' | 'value_percent';

/** Label type choices as [value, label] for a SelectControl. */
export const LABEL_TYPE_CHOICES: [CategoricalLabelType, string][] = [
  ['key', 'Category Name'],
  ['value', 'Value'],
  ['percent', 'Percentage'],
  ['key_value', 'Category and Value'],
  ['key_percent', 'Category and Percentage'],
  ['key_value_percent', 'Category, Value and Percentage'],
];

/** Percentages as Superset shows them on categorical charts. */
export const percentFormatter: ValueFormatter = getNumberFormatter(',.2%');

/** The text of one datum's label for a label type; `percent` is a share in [0, 1]. */
export function formatCategoricalLabel(
  labelType: unknown,
  datum: { name: string; value: number | null; percent: number | null },
  numberFormatter: ValueFormatter,
): string {
  const name = datum.name;
  const value = numberFormatter(datum.value);
  const percent = datum.percent === null ? 'N/A' : percentFormatter(datum.percent);
  switch (labelType) {
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${name}: ${value}`;
    case 'key_percent':
      return `${name}: ${percent}`;
    case 'key_value_percent':
      return `${name}: ${value} (${percent})`;
    case 'value_percent':
      return `${value} (${percent})`;
    default:
      return name;
  }
}

/** A tooltip line of a datum: name, formatted value and share. */
export function tooltipLine(
  name: string,
  value: number | null,
  percent: number | null,
  format: ValueFormatter,
): string {
  const share = percent === null ? '' : ` (${percentFormatter(percent)})`;
  return `${escapeHtml(name)}: ${escapeHtml(format(value))}${share}`;
}

/** ECharts tooltips are HTML: data text is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
