import { metricLabel } from '@common/api/chartData';
import { formMetrics } from '../shared/buildQueryObject';
import { getNumberFormatter, getTimeFormatter } from '../shared/formatters';
import {
  type ConditionalFormattingRule,
  getColorFunction,
  withAlpha,
} from '../shared/tableLike/conditionalFormatting';
import type { ChartPropsInput } from '../types';

/** What the big number draws. */
export interface BigNumberTotalProps {
  header: string;
  headerColor?: string;
  subheader: string;
  headerFontSize: number;
  subheaderFontSize: number;
}

const proportion = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 && number <= 1 ? number : fallback;
};

/** The first matching conditional formatting rule's colour, fully opaque (text, not a fill). */
function headerColor(rules: unknown, value: unknown): string | undefined {
  if (!Array.isArray(rules) || typeof value !== 'number') return undefined;
  for (const rule of rules as ConditionalFormattingRule[]) {
    if (getColorFunction(rule, [value, value])(value)) {
      return withAlpha(rule.colorScheme ?? 'colorSuccess', 1);
    }
  }
  return undefined;
}

/** Big Number form data and its one-row answer → the formatted number. */
export function transformProps({ formData, queriesData }: ChartPropsInput): BigNumberTotalProps {
  const answer = queriesData[0];
  const metric = formMetrics(formData.metric)[0];
  const label = metric ? metricLabel(metric) : (answer?.colnames[0] ?? '');
  const value = answer?.data[0]?.[label] ?? null;
  const temporal = answer?.coltypes[answer.colnames.indexOf(label)] === 2;
  const format =
    formData.force_timestamp_formatting || temporal
      ? getTimeFormatter(formData.time_format as string | undefined)
      : getNumberFormatter(formData.y_axis_format as string | undefined);
  return {
    header: value === null ? 'No data' : format(value),
    headerColor: headerColor(formData.conditional_formatting, value),
    subheader: typeof formData.subheader === 'string' ? formData.subheader : '',
    headerFontSize: proportion(formData.header_font_size, 0.4),
    subheaderFontSize: proportion(formData.subheader_font_size, 0.15),
  };
}
