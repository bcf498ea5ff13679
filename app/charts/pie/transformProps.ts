import type { ChartPropsInput } from '../types';
import { CategoricalColorScale } from '../shared/colorSchemes';
import type { EchartsChartProps } from '../shared/categorical/createEchartsChart';
import { selectedLabels } from '../shared/categorical/crossFilter';
import { formatCategoricalLabel, tooltipLine } from '../shared/categorical/labels';
import { legendMargin, legendOption } from '../shared/categorical/legend';
import { categoricalItems, dimensionLabels, metricName } from '../shared/categorical/rows';
import { formColumns } from '../shared/buildQueryObject';
import { getNumberFormatter } from '../shared/formatters';

const percentOf = (value: number | null, total: number) =>
  value === null || total === 0 ? null : value / total;

/** Pie answer → ECharts pie option, with slice labels, legend, total and cross-filter selection. */
export function transformProps({
  formData,
  queriesData,
  labelColors,
  colorScheme,
  filterState,
  width,
  height,
}: ChartPropsInput): EchartsChartProps {
  const columns = dimensionLabels(formColumns(formData.groupby));
  const metric = metricName(formData.metric);
  const items = categoricalItems(queriesData[0], columns, metric, formData.date_format);
  const format = getNumberFormatter(formData.number_format as string | undefined);
  const scale = new CategoricalColorScale(
    colorScheme ?? (formData.color_scheme as string),
    labelColors,
  );
  const total = items.reduce((sum, item) => sum + (item.value ?? 0), 0);
  const threshold = Number(formData.show_labels_threshold ?? 5) / 100;
  const selected = selectedLabels(filterState);
  const showLabels = formData.show_labels !== false;
  const outside = formData.labels_outside !== false;
  const outer = Number(formData.outerRadius ?? 70);
  const inner = formData.donut ? Number(formData.innerRadius ?? 30) : 0;

  const data = items.map((item) => {
    const percent = percentOf(item.value, total);
    const labelText = formatCategoricalLabel(
      formData.label_type ?? 'key',
      { name: item.label, value: item.value, percent },
      format,
    );
    return {
      name: item.label,
      value: item.value,
      selected: selected.includes(item.label),
      itemStyle: { color: scale.getColor(item.label) },
      label: { show: showLabels && (percent ?? 0) >= threshold, formatter: labelText },
      labelLine: {
        show: showLabels && outside && formData.label_line === true && (percent ?? 0) >= threshold,
      },
      tooltipText: tooltipLine(item.label, item.value, percent, format),
      filterKey: { label: item.label, values: item.values },
    };
  });

  // The pie keeps out of the legend's side, and the total sits in the pie's own middle.
  const margin = { left: 0, top: 0, right: 0, bottom: 0, ...legendMargin(formData) };
  const middle = {
    x: margin.left + (width - margin.left - margin.right) / 2,
    y: margin.top + (height - margin.top - margin.bottom) / 2,
  };
  const option = {
    tooltip: {
      trigger: 'item',
      formatter: (params: { data?: { tooltipText?: string } }) => params.data?.tooltipText ?? '',
    },
    legend: legendOption(
      formData,
      items.map((item) => item.label),
    ),
    graphic: formData.show_total
      ? {
          type: 'text',
          ...middle,
          z: 10,
          style: {
            text: `Total: ${format(total)}`,
            fontSize: 16,
            fontWeight: 'bold',
            align: 'center',
            verticalAlign: 'middle',
          },
        }
      : undefined,
    series: [
      {
        type: 'pie',
        radius: [`${inner}%`, `${outer}%`],
        center: ['50%', '50%'],
        ...margin,
        selectedMode: columns.length ? 'multiple' : false,
        avoidLabelOverlap: true,
        label: { position: outside ? 'outer' : 'inner', color: outside ? undefined : '#fff' },
        data,
      },
    ],
  };
  return {
    option,
    crossFilter: {
      columns,
      selected,
      selectedKeys: data.filter((d) => d.selected).map((d) => d.filterKey),
    },
  };
}
