import type { ChartPropsInput } from '../types';
import { CategoricalColorScale } from '../shared/colorSchemes';
import type { EchartsChartProps } from '../shared/categorical/createEchartsChart';
import { selectedLabels } from '../shared/categorical/crossFilter';
import { escapeHtml, formatCategoricalLabel } from '../shared/categorical/labels';
import { legendOption } from '../shared/categorical/legend';
import {
  dimensionFormatter,
  dimensionLabels,
  metricName,
  numberOrNull,
} from '../shared/categorical/rows';
import { formColumns, formMetrics } from '../shared/buildQueryObject';
import { getNumberFormatter } from '../shared/formatters';

/** Average width (px) of one character of an axis name in ECharts' default 12 px font. */
const NAME_CHAR_PX = 6;
/** Axis names longer than this break onto two lines at the space nearest their middle. */
const NAME_WRAP_AT = 12;

/** An axis name as drawn: long names on two lines, so they take less width beside the radar. */
export function wrapAxisName(name: string): string {
  if (name.length <= NAME_WRAP_AT) return name;
  const middle = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i += 1)
    if (name[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  return best < 0 ? name : `${name.slice(0, best)}\n${name.slice(best + 1)}`;
}

/**
 * The radar's radius (px): ECharts' 65 % of the shorter side, narrowed so that the axis names
 * at the sides still fit inside the chart (a narrow dashboard box cut them off).
 */
export function radarRadius(width: number, height: number, names: string[]): number {
  const lines = names.flatMap((name) => wrapAxisName(name).split('\n'));
  const longest = Math.max(0, ...lines.map((line) => line.length));
  const nameRoom = longest * NAME_CHAR_PX + 12;
  return Math.max(20, Math.min((0.65 * Math.min(width, height)) / 2, width / 2 - nameRoom));
}

type ColumnConfig = Record<string, { radarMetricMaxValue?: number | null } | undefined>;

/** Radar answer → one polygon per groupby value over one axis per metric. */
export function transformProps({
  formData,
  queriesData,
  labelColors,
  colorScheme,
  filterState,
  width,
  height,
}: ChartPropsInput): EchartsChartProps {
  const entry = queriesData[0];
  const columns = dimensionLabels(formColumns(formData.groupby));
  const metricNames = formMetrics(formData.metrics).map(metricName);
  const format = getNumberFormatter(formData.number_format as string | undefined);
  const formatters = columns.map((column) =>
    dimensionFormatter(entry, column, formData.date_format),
  );
  const scale = new CategoricalColorScale(
    colorScheme ?? (formData.color_scheme as string),
    labelColors,
  );
  const config = (formData.column_config ?? {}) as ColumnConfig;
  const selected = selectedLabels(filterState);
  const rows = (entry?.data ?? []).map((row) => {
    const values = columns.map((column) => row[column]);
    const label = columns.length
      ? values.map((value, index) => formatters[index]?.(value) ?? String(value)).join(', ')
      : 'Total';
    return { label, values, numbers: metricNames.map((metric) => numberOrNull(row[metric])) };
  });
  const indicator = metricNames.map((name, index) => {
    const configured = numberOrNull(config[name]?.radarMetricMaxValue);
    const observed = Math.max(0, ...rows.map((row) => row.numbers[index] ?? 0));
    return { name, max: configured ?? (observed > 0 ? observed : 1) };
  });
  const data = rows.map((row) => {
    const isSelected = selected.includes(row.label);
    const color = scale.getColor(row.label);
    return {
      name: row.label,
      value: row.numbers,
      itemStyle: { color },
      lineStyle: {
        color,
        width: isSelected ? 3 : 2,
        opacity: selected.length && !isSelected ? 0.3 : 1,
      },
      areaStyle: { opacity: isSelected ? 0.3 : 0.1 },
      label: {
        show: formData.show_labels === true,
        position: (formData.label_position as string) ?? 'top',
        formatter: (params: { value?: unknown; name?: string }) =>
          formatCategoricalLabel(
            formData.label_type ?? 'value',
            { name: row.label, value: numberOrNull(params.value), percent: null },
            format,
          ),
      },
      tooltipText: [
        `<b>${escapeHtml(row.label)}</b>`,
        ...metricNames.map(
          (name, index) => `${escapeHtml(name)}: ${escapeHtml(format(row.numbers[index]))}`,
        ),
      ].join('<br/>'),
      filterKey: { label: row.label, values: row.values },
      isSelected,
    };
  });
  const option = {
    tooltip: {
      trigger: 'item',
      formatter: (params: { data?: { tooltipText?: string } }) => params.data?.tooltipText ?? '',
    },
    legend: legendOption(
      formData,
      rows.map((row) => row.label),
    ),
    radar: {
      shape: formData.is_circle ? 'circle' : 'polygon',
      indicator,
      radius: radarRadius(width, height, metricNames),
      axisName: { formatter: wrapAxisName, lineHeight: 14 },
      center: [
        '50%',
        formData.show_legend !== false && (formData.legendOrientation ?? 'top') === 'top'
          ? '55%'
          : '50%',
      ],
    },
    series: [{ type: 'radar', data: data.map(({ isSelected: _selected, ...datum }) => datum) }],
  };
  return {
    option,
    crossFilter: columns.length
      ? {
          columns,
          selected,
          selectedKeys: data.filter((d) => d.isSelected).map((d) => d.filterKey),
        }
      : undefined,
  };
}
