import {
  type EChartsCoreOption,
  type EChartsType,
  init,
  use as registerModules,
} from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import { useCallback, useContext, useEffect, useRef } from 'react';
import { EchartsDrawModeContext } from './echartsDrawMode';
import { scheduleChartWork } from './chartWorkQueue';
import { deferTooltip } from './deferredTooltip';
import { echartsRenderer } from './echartsRenderer';

// The pointer coming over a chart, or moving on it (already there when a new option came).
const POINTER_EVENTS = ['pointerover', 'pointermove'] as const;

/** An ECharts module (chart, component or feature) a chart type registers; `echarts/core`'s `use` argument. */
export type EchartsModule = Exclude<Parameters<typeof registerModules>[0], unknown[]>;

/** An ECharts event handler by event name (`click`, `legendselectchanged` …). */
export type EchartsEventHandlers = Record<string, (params: unknown) => void>;

/** The option with animation off, globally and per series (a series' own switch wins). */
export function withoutAnimation(option: EChartsCoreOption): EChartsCoreOption {
  const { series } = option;
  const still = (entry: unknown) =>
    entry && typeof entry === 'object' ? { ...entry, animation: false } : entry;
  return {
    ...option,
    animation: false,
    ...(series === undefined
      ? {}
      : { series: Array.isArray(series) ? series.map(still) : still(series) }),
  };
}

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
 * Draws one ECharts option. The option is replaced whole on change (no merge surprises), its
 * tooltip added when the pointer first comes over the chart (deferredTooltip.ts); `onRendered`
 * fires after the first `finished` event of each option.
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
  const mode = useContext(EchartsDrawModeContext);
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const drawnWith = useRef<'svg' | 'canvas' | null>(null);
  const attached = useRef<EchartsEventHandlers>({});
  const callbacks = useRef({ onRendered, onRenderError, events, instanceRef });
  callbacks.current = { onRendered, onRenderError, events, instanceRef };
  const pendingTooltip = useRef<EChartsCoreOption['tooltip']>(undefined);
  const sizeRef = useRef({ width, height });
  sizeRef.current = { width, height };

  // The handlers on the instance follow the latest `events` (also once a queued init ran).
  const syncEvents = useCallback(() => {
    const instance = chart.current;
    if (!instance) return;
    for (const [name, handler] of Object.entries(attached.current)) instance.off(name, handler);
    attached.current = callbacks.current.events ?? {};
    for (const [name, handler] of Object.entries(attached.current)) instance.on(name, handler);
  }, []);

  useEffect(() => syncEvents(), [events, syncEvents]);

  useEffect(() => {
    let reported = false;
    const finished = () => {
      if (reported) return;
      reported = true;
      callbacks.current.onRendered();
    };
    const draw = () => {
      const node = element.current;
      if (!node) return;
      try {
        // Registered before init: an instance keeps the processors (dataZoom, markers) known then.
        registerModules([CanvasRenderer, SVGRenderer, ...modules]);
        // The renderer is fixed at init: an answer that needs the other one starts afresh.
        const renderer = echartsRenderer(option, mode.svg);
        if (chart.current && drawnWith.current !== renderer) {
          callbacks.current.instanceRef?.(null);
          chart.current.dispose();
          chart.current = null;
        }
        if (!chart.current) {
          // The size given, not read from the DOM: no forced layout per chart on a busy page.
          chart.current = init(node, undefined, { renderer, ...sizeRef.current });
          drawnWith.current = renderer;
          callbacks.current.instanceRef?.(chart.current);
          syncEvents();
        }
        chart.current.on('finished', finished);
        const { drawn, tooltip } = deferTooltip(mode.animation ? option : withoutAnimation(option));
        chart.current.setOption(drawn, { notMerge: true, lazyUpdate: false });
        pendingTooltip.current = tooltip;
      } catch (error) {
        callbacks.current.onRenderError(error instanceof Error ? error.message : String(error));
      }
    };
    const cancel = mode.queued ? scheduleChartWork(draw) : (draw(), undefined);
    return () => {
      cancel?.();
      chart.current?.off('finished', finished);
    };
  }, [option, modules, mode.animation, mode.queued, mode.svg, syncEvents]);

  useEffect(() => {
    chart.current?.resize({ width, height });
  }, [width, height]);

  // In the capture phase on the chart's own box: the tooltip is in place before ECharts' own
  // handlers see the same move.
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const addTooltip = () => {
      const tooltip = pendingTooltip.current;
      if (tooltip === undefined || !chart.current) return;
      pendingTooltip.current = undefined;
      chart.current.setOption({ tooltip }, { lazyUpdate: false });
    };
    for (const type of POINTER_EVENTS) node.addEventListener(type, addTooltip, true);
    return () => {
      for (const type of POINTER_EVENTS) node.removeEventListener(type, addTooltip, true);
    };
  }, []);

  // Last, so the other effects' clean-ups still find the instance when the view goes.
  useEffect(
    () => () => {
      const instance = chart.current;
      if (!instance) return;
      callbacks.current.instanceRef?.(null);
      instance.dispose();
      chart.current = null;
    },
    [],
  );

  return <div ref={element} className="tessera-echarts" style={{ width, height }} />;
}
