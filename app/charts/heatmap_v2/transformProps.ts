import type { EChartsCoreOption } from 'echarts/core';
import { sequentialColors } from '../shared/colorSchemes';
import type { EchartsOptionProps } from '../shared/flow/echartsComponent';
import {
  columnKey,
  firstRows,
  flagOf,
  metricKey,
  textOf,
  toNumber,
  toNumberOrNull,
} from '../shared/flow/formValues';
import { getNumberFormatter, getTimeFormatter, type ValueFormatter } from '../shared/formatters';
import type { ChartPropsInput, FormData } from '../types';

/** GenericDataType.TEMPORAL of the answer's coltypes. */
const TEMPORAL = 2;

type Cell = [number, number, number | null, number | null];

const compareValues = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/** Axis categories in the order the sort control asks: by value or by the metric summed. */
export function sortCategories(
  values: unknown[],
  totals: Map<unknown, number>,
  sort: string,
): unknown[] {
  const sorted = [...values];
  if (sort.startsWith('value')) sorted.sort((a, b) => (totals.get(a) ?? 0) - (totals.get(b) ?? 0));
  else if (sort.startsWith('alpha')) sorted.sort(compareValues);
  if (sort.endsWith('desc')) sorted.reverse();
  return sorted;
}

function axisFormatter(input: ChartPropsInput, key: string, timeFormat: string): ValueFormatter {
  const entry = input.queriesData[0];
  const temporal = entry?.coltypes[entry.colnames.indexOf(key)] === TEMPORAL;
  return temporal ? getTimeFormatter(timeFormat) : (value) => String(value);
}

const marginOf = (formData: FormData, key: string, fallback: number) => {
  const value = formData[key];
  return value === 'auto' || value === undefined || value === null
    ? fallback
    : toNumber(value, fallback);
};

/** ECharts' label interval: every n-th tick, or auto. */
const intervalOf = (value: unknown) => {
  const steps = toNumber(value, -1);
  return steps < 1 ? 'auto' : steps - 1;
};

/** The metric as cells of x × y categories, coloured by value or by its normalised rank. */
export function transformProps(input: ChartPropsInput): EchartsOptionProps {
  const { formData } = input;
  const xKey = columnKey(formData.x_axis);
  const yKey = columnKey(formData.groupby);
  const valueKey = metricKey(formData.metric);
  const rows = firstRows(input.queriesData);
  const xTotals = new Map<unknown, number>();
  const yTotals = new Map<unknown, number>();
  for (const row of rows) {
    const value = toNumber(row[valueKey], 0);
    xTotals.set(row[xKey], (xTotals.get(row[xKey]) ?? 0) + value);
    yTotals.set(row[yKey], (yTotals.get(row[yKey]) ?? 0) + value);
  }
  const xs = sortCategories(
    [...xTotals.keys()],
    xTotals,
    textOf(formData, 'sort_x_axis', 'alpha_asc'),
  );
  const ys = sortCategories(
    [...yTotals.keys()],
    yTotals,
    textOf(formData, 'sort_y_axis', 'alpha_asc'),
  );
  const xIndex = new Map(xs.map((value, i) => [value, i]));
  const yIndex = new Map(ys.map((value, i) => [value, i]));
  const cells: Cell[] = rows.map((row) => [
    xIndex.get(row[xKey]) ?? 0,
    yIndex.get(row[yKey]) ?? 0,
    toNumberOrNull(row[valueKey]),
    toNumberOrNull(row.rank),
  ]);
  const values = cells.map((cell) => cell[2]).filter((value): value is number => value !== null);
  const bounds = Array.isArray(formData.value_bounds) ? formData.value_bounds : [];
  const normalized = textOf(formData, 'normalize_across', 'heatmap') !== 'heatmap';
  const min = normalized
    ? 0
    : (toNumberOrNull(bounds[0]) ?? (values.length ? Math.min(...values) : 0));
  const max = normalized
    ? 1
    : (toNumberOrNull(bounds[1]) ?? (values.length ? Math.max(...values) : 1));
  const formatValue = getNumberFormatter(textOf(formData, 'y_axis_format'));
  const percent = getNumberFormatter('.2%');
  const xLabel = axisFormatter(input, xKey, textOf(formData, 'x_axis_time_format'));
  const yLabel = axisFormatter(input, yKey, textOf(formData, 'time_format'));
  const xNames = xs.map((value) => xLabel(value));
  const yNames = ys.map((value) => yLabel(value));
  const showLegend = flagOf(formData, 'show_legend', true);
  const option: EChartsCoreOption = {
    animation: false,
    grid: {
      containLabel: true,
      top: 24,
      right: showLegend ? 120 : 24, // room for the visualMap and its labels
      left: marginOf(formData, 'left_margin', 16),
      bottom: marginOf(formData, 'bottom_margin', 16),
    },
    tooltip: {
      trigger: 'item',
      formatter: (params: { value?: Cell }) => {
        const [x, y, value, rank] = params.value ?? [0, 0, null, null];
        const lines = [
          `${xNames[x] ?? ''} — ${yNames[y] ?? ''}`,
          `${valueKey}: ${formatValue(value)}`,
        ];
        if (flagOf(formData, 'show_percentage', true) && rank !== null)
          lines.push(`${percent(rank)}`);
        return lines.join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      data: xNames,
      splitArea: { show: true },
      axisLabel: { interval: intervalOf(formData.xscale_interval), hideOverlap: true },
    },
    yAxis: {
      type: 'category',
      data: yNames,
      splitArea: { show: true },
      axisLabel: { interval: intervalOf(formData.yscale_interval) },
    },
    visualMap: {
      type: 'continuous',
      show: showLegend,
      min,
      max,
      dimension: normalized ? 3 : 2,
      calculable: true,
      orient: 'vertical',
      right: 8,
      top: 'middle',
      formatter: (value: number) => (normalized ? percent(value) : formatValue(value)),
      inRange: { color: sequentialColors(textOf(formData, 'linear_color_scheme')) },
    },
    series: [
      {
        type: 'heatmap',
        data: cells,
        label: {
          show: flagOf(formData, 'show_values', false),
          formatter: (params: { value?: Cell }) => formatValue(params.value?.[2] ?? null),
        },
        emphasis: { itemStyle: { borderColor: '#fff', borderWidth: 1 } },
      },
    ],
  };
  return { option };
}
