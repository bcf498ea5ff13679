import { columnLabel, metricLabel } from '@common/api/chartData';
import { formColumns, formMetrics } from '../shared/buildQueryObject';
import { getNumberFormatter, getTimeFormatter, type ValueFormatter } from '../shared/formatters';
import type { ChartPropsInput } from '../types';
import { type PivotOrder, type PivotResult, pivot } from './pivot';

/** What the pivot table component draws. */
export interface PivotTableProps {
  pivot: PivotResult;
  aggregateFunction: string;
  formatValue: ValueFormatter;
}

const ORDERS: PivotOrder[] = ['key_a_to_z', 'key_z_to_a', 'value_a_to_z', 'value_z_to_a'];
const order = (value: unknown): PivotOrder =>
  ORDERS.includes(value as PivotOrder) ? (value as PivotOrder) : 'key_a_to_z';

/** Pivot table form data and its grouped rows → the computed pivot and its formatters. */
export function transformProps({ formData, queriesData }: ChartPropsInput): PivotTableProps {
  const answer = queriesData[0];
  const records = answer?.data ?? [];
  const temporal = new Set(
    (answer?.colnames ?? []).filter((_, index) => answer?.coltypes[index] === 2),
  );
  const dateFormatter = getTimeFormatter(formData.date_format as string | undefined);
  const aggregateFunction = (formData.aggregateFunction as string | undefined) ?? 'Sum';
  const result = pivot({
    records,
    rows: formColumns(formData.groupbyRows).map(columnLabel),
    cols: formColumns(formData.groupbyColumns).map(columnLabel),
    metrics: formMetrics(formData.metrics).map(metricLabel),
    aggregateFunction,
    metricsLayout: formData.metricsLayout === 'ROWS' ? 'ROWS' : 'COLUMNS',
    transpose: Boolean(formData.transposePivot),
    combineMetric: Boolean(formData.combineMetric),
    rowTotals: Boolean(formData.rowTotals),
    colTotals: Boolean(formData.colTotals),
    rowSubTotals: Boolean(formData.rowSubTotals),
    colSubTotals: Boolean(formData.colSubTotals),
    rowOrder: order(formData.rowOrder),
    colOrder: order(formData.colOrder),
    formatKey: (dimension, value) =>
      value === null || value === undefined
        ? 'NULL'
        : temporal.has(dimension)
          ? dateFormatter(value)
          : String(value),
  });
  const valueFormat = formData.valueFormat as string | undefined;
  const numberFormatter = getNumberFormatter(
    result.fraction && !valueFormat?.includes('%') ? '.2%' : valueFormat,
  );
  return {
    pivot: result,
    aggregateFunction,
    formatValue: (value) =>
      value === null || value === undefined
        ? ''
        : typeof value === 'string'
          ? value
          : numberFormatter(value),
  };
}
