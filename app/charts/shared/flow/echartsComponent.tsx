import type { EChartsCoreOption } from 'echarts/core';
import type { ComponentType } from 'react';
import type { ChartComponentProps } from '../../types';
import { EchartsView, type EchartsModule } from '../EchartsView';

/** What the ECharts-only chart types of this folder render: one option. */
export interface EchartsOptionProps {
  option: EChartsCoreOption;
}

/**
 * A chart type's component: an EchartsView drawing the transformed option with only the
 * ECharts modules the type lists (so its lazy chunk carries nothing else).
 */
export function echartsComponent<P extends EchartsOptionProps>(
  modules: EchartsModule[],
  displayName: string,
): ComponentType<ChartComponentProps<P>> {
  function EchartsChart({
    props,
    width,
    height,
    onRendered,
    onRenderError,
  }: ChartComponentProps<P>) {
    return (
      <EchartsView
        option={props.option}
        modules={modules}
        width={width}
        height={height}
        onRendered={onRendered}
        onRenderError={onRenderError}
      />
    );
  }
  EchartsChart.displayName = displayName;
  return EchartsChart;
}
