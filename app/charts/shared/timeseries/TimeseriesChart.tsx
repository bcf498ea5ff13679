import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import { useMemo, useState } from 'react';
import type { ChartComponentProps, DataMask } from '../../types';
import { type EchartsEventHandlers, type EchartsModule, EchartsView } from '../EchartsView';
import type { CrossFilterInfo, TimeseriesProps } from './transformTimeseries';

const MODULES: EchartsModule[] = [
  LineChart,
  BarChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkLineComponent,
  MarkAreaComponent,
];

interface ClickParams {
  componentType?: string;
  seriesName?: string;
  name?: string;
  value?: unknown;
}

/** The data mask of a click: the series' groupby values, or the category; again clears it. */
export function clickDataMask(info: CrossFilterInfo, params: ClickParams): DataMask | null {
  if (params.componentType !== 'series') return null;
  let columns: string[];
  let values: string[];
  if (info.groupby.length) {
    const seriesValues = info.seriesValues[params.seriesName ?? ''];
    if (!seriesValues) return null;
    columns = info.groupby;
    values = seriesValues;
  } else {
    const x = Array.isArray(params.value) ? params.value[info.xIndex] : params.name;
    if (x === undefined || x === null || !info.xAxis) return null;
    columns = [info.xAxis];
    values = [String(x)];
  }
  const label = values.join(', ');
  const already = info.selectedValues.length === 1 && String(info.selectedValues[0]) === label;
  if (already) return { extraFormData: { filters: [] }, filterState: { value: null } };
  return {
    extraFormData: {
      filters: columns.map((col, i) => ({ col, op: 'IN' as const, val: [values[i]] })),
    },
    filterState: { value: values.length === 1 ? values : [values], selectedValues: [label], label },
  };
}

/**
 * The component of every timeseries type: ECharts with the line/bar/scatter parts, legend
 * selection kept across re-renders, and cross-filter emission on a datum click.
 */
export function TimeseriesChart({
  props,
  width,
  height,
  hooks,
  onRendered,
  onRenderError,
}: ChartComponentProps<TimeseriesProps>) {
  const [legendSelected, setLegendSelected] = useState<Record<string, boolean> | null>(null);
  const option = useMemo(() => {
    if (!legendSelected) return props.option;
    const legend = (props.option.legend ?? {}) as Record<string, unknown>;
    return { ...props.option, legend: { ...legend, selected: legendSelected } };
  }, [props.option, legendSelected]);

  const { crossFilter } = props;
  const setDataMask = hooks.setDataMask;
  const events = useMemo<EchartsEventHandlers>(
    () => ({
      legendselectchanged: (params) => {
        const { selected } = params as { selected: Record<string, boolean> };
        setLegendSelected({ ...selected });
      },
      click: (params) => {
        if (!crossFilter || !setDataMask) return;
        const mask = clickDataMask(crossFilter, params as ClickParams);
        if (mask) setDataMask(mask);
      },
    }),
    [crossFilter, setDataMask],
  );

  return (
    <EchartsView
      option={option}
      modules={MODULES}
      width={width}
      height={height}
      events={events}
      onRendered={onRendered}
      onRenderError={onRenderError}
    />
  );
}
