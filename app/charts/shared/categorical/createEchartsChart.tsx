import type { EChartsCoreOption } from 'echarts/core';
import { type ComponentType, useMemo } from 'react';
import type { ChartComponentProps } from '../../types';
import { type EchartsModule, EchartsView } from '../EchartsView';
import { type CrossFilterKey, type CrossFilterState, toggleCrossFilter } from './crossFilter';

/** Props of the ECharts chart types of this folder: an option and, when cross-filterable, the selection. */
export interface EchartsChartProps {
  option: EChartsCoreOption;
  crossFilter?: CrossFilterState;
}

const keyOf = (params: unknown): CrossFilterKey | undefined => {
  const data = (params as { data?: { filterKey?: CrossFilterKey } } | null)?.data;
  return data?.filterKey;
};

/**
 * A chart type's component: EchartsView with only the given modules; a click on a datum that
 * carries a `filterKey` emits the toggled cross-filter data mask.
 */
export function createEchartsChart(
  modules: EchartsModule[],
): ComponentType<ChartComponentProps<EchartsChartProps>> {
  function EchartsChart({
    props,
    width,
    height,
    hooks,
    onRendered,
    onRenderError,
  }: ChartComponentProps<EchartsChartProps>) {
    const { crossFilter } = props;
    const setDataMask = hooks.setDataMask;
    const events = useMemo(() => {
      if (!crossFilter || !setDataMask) return undefined;
      return {
        click: (params: unknown) => {
          const key = keyOf(params);
          if (key) setDataMask(toggleCrossFilter(crossFilter, key));
        },
      };
    }, [crossFilter, setDataMask]);
    return (
      <EchartsView
        option={props.option}
        modules={modules}
        width={width}
        height={height}
        onRendered={onRendered}
        onRenderError={onRenderError}
        events={events}
      />
    );
  }
  return EchartsChart;
}
