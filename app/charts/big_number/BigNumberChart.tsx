import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { useEffect, useRef } from 'react';
import { EchartsView, type EchartsModule } from '../shared/EchartsView';
import { BigNumberView } from '../shared/tableLike/BigNumberView';
import type { ChartComponentProps } from '../types';
import type { BigNumberProps } from './transformProps';

const MODULES: EchartsModule[] = [LineChart, GridComponent, TooltipComponent];

/** The big number over its trendline (ECharts line), or alone when the line is hidden. */
export function BigNumberChart({
  props,
  width,
  height,
  onRendered,
  onRenderError,
}: ChartComponentProps<BigNumberProps>) {
  const trendHeight = props.trendline ? Math.round(height * 0.45) : 0;
  const rendered = useRef(onRendered);
  rendered.current = onRendered;
  // Without a trendline nothing else will report the paint.
  useEffect(() => {
    if (props.trendline) return undefined;
    const frame = requestAnimationFrame(() => rendered.current());
    return () => cancelAnimationFrame(frame);
  }, [props]);
  return (
    <BigNumberView
      header={props.header}
      headerFontSize={props.headerFontSize}
      subheader={props.subheader}
      subheaderFontSize={props.subheaderFontSize}
      change={props.change}
      timestamp={props.timestamp}
      width={width}
      height={height}
      trendlineHeight={trendHeight}
    >
      {props.trendline && (
        <EchartsView
          option={props.trendline}
          modules={MODULES}
          width={width}
          height={trendHeight}
          onRendered={onRendered}
          onRenderError={onRenderError}
        />
      )}
    </BigNumberView>
  );
}
