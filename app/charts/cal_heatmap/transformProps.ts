import { metricLabel } from '@common/api/chartData';
import type { EChartsCoreOption } from 'echarts/core';
import { formMetrics } from '../shared/buildQueryObject';
import { sequentialColors } from '../shared/colorSchemes';
import type { EchartsOptionProps } from '../shared/flow/echartsComponent';
import { firstRows, flagOf, textOf, toNumber, toNumberOrNull } from '../shared/flow/formValues';
import { getNumberFormatter, getTimeFormatter, SMART_DATE } from '../shared/formatters';
import type { ChartPropsInput } from '../types';
import { timeColumnOf } from './buildQuery';
import { calendarDomains, daysOfBucket, isoDay } from './calendarDomains';

const LEFT = 56; // room for the year and weekday labels
const GAP = 16;
const TITLE = 28;
const MONTH_LABEL = 20;

/**
 * One block per metric (titled with its name), each with one calendar per domain (year, month
 * or week) laid out left to right and wrapped; days coloured by a stepped visualMap of that
 * metric. Cells shrink when the blocks would not fit the chart's height.
 */
export function transformProps(input: ChartPropsInput): EchartsOptionProps {
  const { formData, width, height } = input;
  const timeKey = timeColumnOf(formData);
  const labels = formMetrics(formData.metrics).map(metricLabel);
  const subdomain = textOf(formData, 'subdomain_granularity', 'day');
  const domain = textOf(formData, 'domain_granularity', 'month');
  const rows = firstRows(input.queriesData).filter((row) => typeof row[timeKey] === 'number');
  const days = rows.flatMap((row) => daysOfBucket(row[timeKey] as number, subdomain));
  const domains = calendarDomains(days, domain);
  const showTitle = flagOf(formData, 'show_metric_name', true);
  const showLegend = flagOf(formData, 'show_legend', true);
  const padding = toNumber(formData.cell_padding, 2);
  const titleRoom = showTitle || showLegend ? TITLE : 0;

  const layoutAt = (cell: number) => {
    let x = LEFT;
    let y = 0;
    const placed = domains.map((d) => {
      const w = d.weeks * cell;
      if (x > LEFT && x + w > width - GAP) {
        x = LEFT;
        y += 7 * cell + MONTH_LABEL + GAP;
      }
      const at = { left: x, top: y + MONTH_LABEL, width: w };
      x += w + GAP;
      return at;
    });
    return { placed, blockHeight: titleRoom + y + 7 * cell + MONTH_LABEL + GAP };
  };
  let cell = Math.max(toNumber(formData.cell_size, 10), 4);
  let layout = layoutAt(cell);
  while (cell > 4 && layout.blockHeight * labels.length > height) layout = layoutAt(--cell);

  const formatValue = getNumberFormatter(textOf(formData, 'y_axis_format'));
  // Every cell is a midnight, which SMART_DATE would show without its year.
  const timeFormat = textOf(formData, 'x_axis_time_format', SMART_DATE);
  const formatTime = getTimeFormatter(timeFormat === SMART_DATE ? '%Y-%m-%d' : timeFormat);
  const colors = sequentialColors(textOf(formData, 'linear_color_scheme'));
  const calendars: Record<string, unknown>[] = [];
  const series: Record<string, unknown>[] = [];
  const visualMaps: Record<string, unknown>[] = [];
  const titles: Record<string, unknown>[] = [];
  labels.forEach((label, block) => {
    const top = block * layout.blockHeight;
    if (showTitle)
      titles.push({
        text: label,
        left: LEFT,
        top,
        textStyle: { fontSize: 14, fontWeight: 'normal' },
      });
    const byDay = new Map<string, number>();
    for (const row of rows) {
      const value = toNumberOrNull(row[label]);
      if (value === null) continue;
      for (const day of daysOfBucket(row[timeKey] as number, subdomain)) {
        const key = isoDay(day);
        byDay.set(key, (byDay.get(key) ?? 0) + value);
      }
    }
    const values = [...byDay.values()];
    const first = series.length;
    domains.forEach((d, i) => {
      const at = layout.placed[i]!;
      calendars.push({
        range: [d.start, d.end],
        cellSize: [cell, cell],
        left: at.left,
        top: top + titleRoom + at.top,
        orient: 'horizontal',
        splitLine: { show: false },
        itemStyle: { color: '#f0f0f0', borderColor: '#fff', borderWidth: padding },
        dayLabel: {
          show: i === 0 || at.left === LEFT,
          nameMap: 'en',
          firstDay: 0,
          fontSize: 9,
          margin: 4,
        },
        monthLabel: { show: true, fontSize: 10, margin: 4 },
        yearLabel: { show: domain === 'year', position: 'left', margin: 36, fontSize: 12 },
      });
      series.push({
        type: 'heatmap',
        coordinateSystem: 'calendar',
        calendarIndex: calendars.length - 1,
        name: label,
        data: [...byDay].filter(([day]) => day >= d.start && day <= d.end),
        itemStyle: {
          borderRadius: toNumber(formData.cell_radius, 0),
          borderColor: '#fff',
          borderWidth: padding,
        },
        label: {
          show: flagOf(formData, 'show_values', false),
          fontSize: 8,
          formatter: (p: { value?: [string, number] }) => formatValue(p.value?.[1]),
        },
      });
    });
    visualMaps.push({
      type: 'piecewise',
      show: showLegend,
      seriesIndex: Array.from({ length: series.length - first }, (_, i) => first + i),
      min: values.length ? Math.min(...values) : 0,
      max: values.length ? Math.max(...values) : 1,
      splitNumber: Math.max(1, Math.round(toNumber(formData.steps, 10))),
      inRange: { color: colors },
      orient: 'horizontal',
      right: GAP,
      top,
      itemWidth: 10,
      itemHeight: 10,
      itemGap: 2,
      showLabel: false,
      text: [
        formatValue(values.length ? Math.max(...values) : 1),
        formatValue(values.length ? Math.min(...values) : 0),
      ],
      textStyle: { fontSize: 10 },
    });
  });
  const option: EChartsCoreOption = {
    animation: false,
    title: titles,
    tooltip: {
      trigger: 'item',
      formatter: (p: { seriesName?: string; value?: [string, number] }) =>
        p.value
          ? `${formatTime(Date.parse(p.value[0]))}<br/>${p.seriesName ?? ''}: ${formatValue(p.value[1])}`
          : '',
    },
    visualMap: visualMaps,
    calendar: calendars,
    series,
  };
  return { option };
}
