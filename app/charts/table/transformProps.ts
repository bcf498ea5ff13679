import { columnLabel, metricLabel } from '@common/api/chartData';
import { formColumns, formMetrics } from '../shared/buildQueryObject';
import { getNumberFormatter, getTimeFormatter, type ValueFormatter } from '../shared/formatters';
import {
  buildColorFormatters,
  type ColumnColorFormatter,
  valueRange,
} from '../shared/tableLike/conditionalFormatting';
import type { ChartPropsInput } from '../types';
import { PERCENT_PREFIX, queryMode } from './buildQuery';

/** Per-column settings of form data `column_config`. */
export interface ColumnConfig {
  d3NumberFormat?: string;
  d3TimeFormat?: string;
  columnWidth?: number;
  horizontalAlign?: 'left' | 'right' | 'center';
  showCellBars?: boolean;
  alignPositiveNegative?: boolean;
  colorPositiveNegative?: boolean;
}

/** One displayed column. */
export interface TableColumn {
  key: string;
  label: string;
  kind: 'dimension' | 'metric' | 'percent';
  dataType: 'number' | 'string' | 'temporal' | 'boolean';
  format: ValueFormatter;
  align: 'left' | 'right' | 'center';
  width?: number;
  /** Bars behind numeric cells, with the column's value range. */
  cellBars: { alignPositiveNegative: boolean; colorPositiveNegative: boolean } | null;
  /** Green/red text for positive/negative values without bars. */
  colorPositiveNegative: boolean;
  range: [number, number];
}

/** What the table component draws. */
export interface TableChartProps {
  columns: TableColumn[];
  rows: Record<string, unknown>[];
  totals: Record<string, unknown> | null;
  /** 0: every row in one virtualised scroll; else rows per page. */
  pageLength: number;
  includeSearch: boolean;
  allowRearrangeColumns: boolean;
  colorFormatters: ColumnColorFormatter[];
  /** Dimension columns a click cross-filters on (aggregate mode only). */
  crossFilterColumns: string[];
  /** Selected cross-filter value, to highlight. */
  selected: { column: string; value: unknown } | null;
}

const DATA_TYPES = ['number', 'string', 'temporal', 'boolean'] as const;

const percentFormat = getNumberFormatter('.3%');

function dataTypeOf(coltype: number | undefined, sample: unknown): TableColumn['dataType'] {
  if (coltype !== undefined && DATA_TYPES[coltype]) return DATA_TYPES[coltype];
  return typeof sample === 'number' ? 'number' : 'string';
}

/** Table form data and its answer(s) → the columns, rows and totals the component draws. */
export function transformProps(input: ChartPropsInput): TableChartProps {
  const { formData, queriesData, filterState } = input;
  const answer = queriesData[0];
  const rows = answer?.data ?? [];
  const colnames = answer?.colnames ?? Object.keys(rows[0] ?? {});
  const aggregate = queryMode(formData) === 'aggregate';
  const metricLabels = new Set(formMetrics(formData.metrics).map(metricLabel));
  const percentLabels = new Set(
    formMetrics(formData.percent_metrics).map((m) => `${PERCENT_PREFIX}${metricLabel(m)}`),
  );
  const groupbyLabels = aggregate ? formColumns(formData.groupby).map(columnLabel) : [];
  if (aggregate && formData.include_time && typeof formData.granularity_sqla === 'string') {
    groupbyLabels.unshift(formData.granularity_sqla);
  }
  const config = (formData.column_config ?? {}) as Record<string, ColumnConfig>;
  const showCellBars = formData.show_cell_bars === undefined || Boolean(formData.show_cell_bars);
  const alignPn = Boolean(formData.align_pn);
  const colorPn = formData.color_pn === undefined || Boolean(formData.color_pn);
  const timeFormat = formData.table_timestamp_format as string | undefined;

  const columns: TableColumn[] = [];
  colnames.forEach((key, index) => {
    const isPercent = percentLabels.has(key);
    const isMetric = aggregate && metricLabels.has(key);
    // A percent-only metric is queried for its share; its raw column is not shown.
    if (aggregate && !isPercent && !isMetric && !groupbyLabels.includes(key)) return;
    const own = config[key] ?? {};
    const dataType = dataTypeOf(answer?.coltypes[index], rows[0]?.[key]);
    const numeric = dataType === 'number';
    const format =
      dataType === 'temporal'
        ? getTimeFormatter(own.d3TimeFormat ?? timeFormat)
        : numeric
          ? own.d3NumberFormat
            ? getNumberFormatter(own.d3NumberFormat)
            : isPercent
              ? percentFormat
              : getNumberFormatter(formData.y_axis_format as string | undefined)
          : (value: unknown) => (value === null || value === undefined ? 'N/A' : String(value));
    const bars = numeric && (isMetric || isPercent) && (own.showCellBars ?? showCellBars);
    const colorPositiveNegative = own.colorPositiveNegative ?? colorPn;
    columns.push({
      key,
      label: key,
      kind: isPercent ? 'percent' : isMetric ? 'metric' : 'dimension',
      dataType,
      format,
      align: own.horizontalAlign ?? (numeric ? 'right' : 'left'),
      width: own.columnWidth,
      cellBars: bars
        ? { alignPositiveNegative: own.alignPositiveNegative ?? alignPn, colorPositiveNegative }
        : null,
      colorPositiveNegative: numeric && (isMetric || isPercent) && colorPositiveNegative,
      range: numeric ? valueRange(rows, key) : [0, 0],
    });
  });

  const pageLength = Number(formData.page_length ?? 0);
  const crossFilterColumns = aggregate ? groupbyLabels : [];
  const selectedValue = Array.isArray(filterState?.value) ? filterState.value[0] : undefined;
  const selectedColumn = crossFilterColumns[0];
  return {
    columns,
    rows,
    totals: formData.show_totals && aggregate ? (queriesData[1]?.data[0] ?? null) : null,
    pageLength: Number.isFinite(pageLength) && pageLength > 0 ? pageLength : 0,
    includeSearch: Boolean(formData.include_search),
    allowRearrangeColumns: Boolean(formData.allow_rearrange_columns),
    colorFormatters: buildColorFormatters(formData.conditional_formatting, rows),
    crossFilterColumns,
    selected:
      selectedValue !== undefined && selectedColumn
        ? { column: selectedColumn, value: selectedValue }
        : null,
  };
}
