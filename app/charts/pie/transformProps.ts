import type { ChartPropsInput } from '../types';
import { CategoricalColorScale } from '../shared/colorSchemes';
import type { EchartsChartProps } from '../shared/categorical/createEchartsChart';
import { selectedLabels } from '../shared/categorical/crossFilter';
import { formatCategoricalLabel, tooltipLine } from '../shared/categorical/labels';
import { legendMargin, legendOption } from '../shared/categorical/legend';
import { categoricalItems, dimensionLabels, metricName } from '../shared/categorical/rows';
import { formColumns } from '../shared/buildQueryObject';
import { getNumberFormatter } from '../shared/formatters';
import { textWidth } from '../shared/textWidth';

const percentOf = (value: number | null, total: number) =>
  value === null || total === 0 ? null : value / total;

/**
 * Px an outside label needs besides its text, as ECharts lays it out: its line (15 px out, 30 px
 * along), 5 px to the text, and the 10 px kept from the edge (the text is cut to "…" past it).
 */
const LABEL_LINE_PX = 60;
/** Px an outside label needs above and below the pie. */
const LABEL_ROW_PX = 24;
/** The pie never shrinks below this for its labels. */
const MIN_RADIUS_PX = 40;

/**
 * The outer radius in px and whether outside labels show: the form's share of the room
 * (`outerRadius`, % of its half size), shrunk so that the widest label (px) fits beside the pie
 * instead of being cut to "…". When not even a 40 px pie leaves room, the labels go if a legend
 * names the slices (they would show only "…"), and stay, cut, if nothing else does.
 */
export function pieFit(
  room: { width: number; height: number },
  outerPercent: number,
  widestLabel: number,
  legend: boolean,
): { radius: number; labels: boolean } {
  const base = ((outerPercent / 100) * Math.min(room.width, room.height)) / 2;
  if (widestLabel === 0) return { radius: base, labels: true };
  const beside = room.width / 2 - LABEL_LINE_PX - widestLabel;
  const above = room.height / 2 - LABEL_ROW_PX;
  const floor = Math.min(base, MIN_RADIUS_PX);
  if (beside < floor && legend) return { radius: base, labels: false };
  return { radius: Math.max(floor, Math.min(base, beside, above)), labels: true };
}

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
  const margin = {
    left: 0,
    top: 0,
    right: 0,
    bottom: 0,
    ...legendMargin(
      formData,
      items.map((item) => item.label),
    ),
  };
  const room = {
    width: width - margin.left - margin.right,
    height: height - margin.top - margin.bottom,
  };
  const widestLabel = outside
    ? Math.max(0, ...data.map((d) => (d.label.show ? textWidth(d.label.formatter) : 0)))
    : 0;
  const fit = pieFit(room, outer, widestLabel, formData.show_legend !== false);
  const outerPx = fit.radius;
  const innerPx = (outerPx * inner) / Math.max(1, outer);
  const middle = { x: margin.left + room.width / 2, y: margin.top + room.height / 2 };
  const drawn = fit.labels
    ? data
    : data.map((d) => ({
        ...d,
        label: { ...d.label, show: false },
        labelLine: { ...d.labelLine, show: false },
      }));
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
        radius: [innerPx, outerPx],
        center: ['50%', '50%'],
        ...margin,
        selectedMode: columns.length ? 'multiple' : false,
        avoidLabelOverlap: true,
        label: { position: outside ? 'outer' : 'inner', color: outside ? undefined : '#fff' },
        data: drawn,
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
