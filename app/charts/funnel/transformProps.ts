import type { ChartPropsInput } from '../types';
import { CategoricalColorScale } from '../shared/colorSchemes';
import type { EchartsChartProps } from '../shared/categorical/createEchartsChart';
import { selectedLabels } from '../shared/categorical/crossFilter';
import { escapeHtml, formatCategoricalLabel } from '../shared/categorical/labels';
import { legendMargin, legendOption } from '../shared/categorical/legend';
import { categoricalItems, dimensionLabels, metricName } from '../shared/categorical/rows';
import { formColumns } from '../shared/buildQueryObject';
import { getNumberFormatter } from '../shared/formatters';

/** Each step's share by `percent_calculation_type`: of the first step, the previous one, or the total. */
export function funnelPercents(values: (number | null)[], calculation: unknown): (number | null)[] {
  const total = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const first = values[0] ?? null;
  return values.map((value, index) => {
    if (value === null) return null;
    const base =
      calculation === 'total'
        ? total
        : calculation === 'prev_step'
          ? index === 0
            ? value
            : (values[index - 1] ?? null)
          : first;
    return base ? value / base : null;
  });
}

/** Funnel answer → ECharts funnel option, steps in the answer's order, cross-filterable. */
export function transformProps({
  formData,
  queriesData,
  labelColors,
  colorScheme,
  filterState,
}: ChartPropsInput): EchartsChartProps {
  const columns = dimensionLabels(formColumns(formData.groupby));
  const items = categoricalItems(queriesData[0], columns, metricName(formData.metric), undefined);
  const format = getNumberFormatter(formData.number_format as string | undefined);
  const scale = new CategoricalColorScale(
    colorScheme ?? (formData.color_scheme as string),
    labelColors,
  );
  const percents = funnelPercents(
    items.map((item) => item.value),
    formData.percent_calculation_type,
  );
  const selected = selectedLabels(filterState);
  const data = items.map((item, index) => {
    const datum = { name: item.label, value: item.value, percent: percents[index] ?? null };
    const isSelected = selected.includes(item.label);
    return {
      name: item.label,
      value: item.value,
      itemStyle: {
        color: scale.getColor(item.label),
        opacity: selected.length && !isSelected ? 0.3 : 1,
      },
      label: { formatter: formatCategoricalLabel(formData.label_type ?? 'key', datum, format) },
      tooltipText: escapeHtml(
        formatCategoricalLabel(formData.tooltip_label_type ?? 'key_value_percent', datum, format),
      ),
      filterKey: { label: item.label, values: item.values },
      isSelected,
    };
  });
  const option = {
    tooltip: {
      show: formData.show_tooltip_labels !== false,
      trigger: 'item',
      formatter: (params: { data?: { tooltipText?: string } }) => params.data?.tooltipText ?? '',
    },
    legend: legendOption(
      formData,
      items.map((item) => item.label),
    ),
    series: [
      {
        type: 'funnel',
        sort: 'none',
        top: 20,
        bottom: 20,
        left: '10%',
        right: '10%',
        ...legendMargin(
          formData,
          items.map((item) => item.label),
        ),
        label: { show: formData.show_labels !== false, position: 'inside', color: '#fff' },
        data: data.map(({ isSelected: _selected, ...datum }) => datum),
      },
    ],
  };
  return {
    option,
    crossFilter: {
      columns,
      selected,
      selectedKeys: data.filter((d) => d.isSelected).map((d) => d.filterKey),
    },
  };
}
