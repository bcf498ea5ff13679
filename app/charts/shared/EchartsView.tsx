import {
  type EChartsCoreOption,
  type EChartsType,
  init,
  use as registerModules,
} from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

/** An ECharts module (chart, component or feature) a chart type registers; `echarts/core`'s `use` argument. */
export type EchartsModule = Exclude<Parameters<typeof registerModules>[0], unknown[]>;

/** An ECharts event handler by event name (`click`, `legendselectchanged` …). */
export type EchartsEventHandlers = Record<string, (params: unknown) => void>;

interface EchartsViewProps {
  option: EChartsCoreOption;
  /** The chart and component modules this option needs; registered once, idempotently. */
  modules: EchartsModule[];
  width: number;
  height: number;
  onRendered: () => void;
  onRenderError: (message: string) => void;
  events?: EchartsEventHandlers;
  /** Receives the ECharts instance (download as image, selection highlighting). */
  instanceRef?: (instance: EChartsType | null) => void;
}

/**
 * Draws one ECharts option on a canvas. The option is replaced whole on change (no merge
 * surprises); `onRendered` fires after the first `finished` event of each option.
 */
export function EchartsView({
  option,
  modules,
  width,
  height,
  onRendered,
  onRenderError,
  events,
  instanceRef,
}: EchartsViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const callbacks = useRef({ onRendered, onRenderError, events, instanceRef });
  callbacks.current = { onRendered, onRenderError, events, instanceRef };

  const firstModules = useRef(modules);

  useEffect(() => {
    if (!element.current) return undefined;
    // Registered before init: an instance keeps the processors (dataZoom, markers) known then.
    registerModules([CanvasRenderer, ...firstModules.current]);
    const instance = init(element.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    callbacks.current.instanceRef?.(instance);
    return () => {
      callbacks.current.instanceRef?.(null);
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return undefined;
    const handlers = Object.entries(events ?? {});
    for (const [name, handler] of handlers) instance.on(name, handler);
    return () => {
      for (const [name, handler] of handlers) instance.off(name, handler);
    };
  }, [events]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    let reported = false;
    const finished = () => {
      if (reported) return;
      reported = true;
      callbacks.current.onRendered();
    };
    instance.on('finished', finished);
    try {
      registerModules([CanvasRenderer, ...modules]);
      instance.setOption(option, { notMerge: true, lazyUpdate: false });
    } catch (error) {
      callbacks.current.onRenderError(error instanceof Error ? error.message : String(error));
    }
    return () => {
      instance.off('finished', finished);
    };
  }, [option, modules]);

  useEffect(() => {
    chart.current?.resize({ width, height });
  }, [width, height]);

  return <div ref={element} className="tessera-echarts" style={{ width, height }} />;
}
