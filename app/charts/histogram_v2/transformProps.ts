import { columnLabel } from '@common/api/chartData';
import type { EChartsCoreOption } from 'echarts/core';
import { formColumns } from '../shared/buildQueryObject';
import { CategoricalColorScale } from '../shared/colorSchemes';
import type { EchartsOptionProps } from '../shared/flow/echartsComponent';
import { columnKey, flagOf, textOf, toNumber } from '../shared/flow/formValues';
import { getNumberFormatter, type ValueFormatter } from '../shared/formatters';
import type { ChartPropsInput } from '../types';

/** "<low> - <high>" of a bin column (edges may be negative: "-2.5 - 0.0") → its edges. */
export function binEdges(name: string): [number, number] | null {
  const at = name.indexOf(' - ', 1);
  if (at < 0) return null;
  const low = Number(name.slice(0, at));
  const high = Number(name.slice(at + 3));
  return Number.isFinite(low) && Number.isFinite(high) ? [low, high] : null;
}

const binLabel = (name: string, format: ValueFormatter) => {
  const edges = binEdges(name);
  return edges ? `${format(edges[0])} - ${format(edges[1])}` : name;
};

/** One bar series per group (or one for the column) over the answer's bin columns. */
export function transformProps(input: ChartPropsInput): EchartsOptionProps {
  const { formData } = input;
  const entry = input.queriesData[0];
  const groupKeys = formColumns(formData.groupby).map(columnLabel);
  const bins = (entry?.colnames ?? []).filter((name) => !groupKeys.includes(name));
  const xFormat = getNumberFormatter(textOf(formData, 'x_axis_format'));
  const normalize = flagOf(formData, 'normalize', false);
  const yFormat = getNumberFormatter(textOf(formData, 'y_axis_format', normalize ? '.1%' : ''));
  const colors = new CategoricalColorScale(
    input.colorScheme ?? (formData.color_scheme as string | undefined),
    input.labelColors,
  );
  const series = (entry?.data ?? []).map((row) => {
    const name = groupKeys.length
      ? groupKeys.map((key) => String(row[key])).join(', ')
      : columnKey(formData.column);
    return {
      type: 'bar',
      name,
      data: bins.map((bin) => toNumber(row[bin], 0)),
      itemStyle: { color: colors.getColor(name) },
      barCategoryGap: '2%',
      label: {
        show: flagOf(formData, 'show_value', false),
        position: 'top',
        formatter: (p: { value?: number }) => yFormat(p.value ?? 0),
      },
    };
  });
  const showLegend = flagOf(formData, 'show_legend', true) && groupKeys.length > 0;
  const xTitle = textOf(formData, 'x_axis_title');
  const yTitle = textOf(formData, 'y_axis_title');
  const option: EChartsCoreOption = {
    animation: false,
    grid: {
      containLabel: true,
      left: yTitle ? 40 : 16,
      right: 16,
      top: showLegend ? 40 : 24,
      bottom: xTitle ? 40 : 16,
    },
    legend: showLegend
      ? { type: 'scroll', top: 0, data: series.map((s) => s.name) }
      : { show: false },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: number) => yFormat(value),
    },
    xAxis: {
      type: 'category',
      data: bins.map((bin) => binLabel(bin, xFormat)),
      name: xTitle,
      nameLocation: 'middle',
      nameGap: 32,
      axisLabel: { hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      name: yTitle,
      nameLocation: 'middle',
      nameGap: 48,
      axisLabel: { formatter: (value: number) => yFormat(value) },
    },
    series,
  };
  return { option };
}
