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

type ColumnConfig = Record<string, { radarMetricMaxValue?: number | null } | undefined>;

/** Radar answer → one polygon per groupby value over one axis per metric. */
export function transformProps({
  formData,
  queriesData,
  labelColors,
  colorScheme,
  filterState,
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
      radius: '65%',
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
