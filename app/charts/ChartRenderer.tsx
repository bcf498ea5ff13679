import { useEffect, useMemo, useState } from 'react';
import type { ChartDataResponseEntry } from '@common/api/chartData';
import type { DatasourcePayload } from '@common/api/datasets';
import { loadChartPlugin, loadedChartPlugin } from './pluginLoader';
import type { AnnotationState, ChartHooks, ChartPlugin, FormData } from './types';

interface ChartRendererProps {
  /** Names the `chart-rendered:<chartId>` performance mark. */
  chartId: string | number;
  formData: FormData;
  queriesData: ChartDataResponseEntry[];
  datasource: DatasourcePayload | null;
  width: number;
  height: number;
  annotations?: AnnotationState;
  labelColors?: Record<string, string>;
  colorScheme?: string;
  filterState?: { value?: unknown; selectedValues?: unknown[] };
  hooks?: ChartHooks;
  /** 'rendered' after paint, 'failed' with the spec §8 message when rendering threw. */
  onRenderState?: (state: 'rendered' | 'failed', message?: string) => void;
}

const NO_HOOKS: ChartHooks = {};

/** Renders one chart answer with its chart type (loaded on demand) and marks when it painted. */
export function ChartRenderer(props: ChartRendererProps) {
  const { chartId, formData, queriesData, datasource, width, height, onRenderState } = props;
  // A plugin loaded before (a dashboard's other charts) renders at once, not one render later.
  const [plugin, setPlugin] = useState<ChartPlugin | null>(
    () => loadedChartPlugin(formData.viz_type) ?? null,
  );
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setLoadError(null);
    loadChartPlugin(formData.viz_type).then(
      (loaded) => live && setPlugin(() => loaded),
      (error: unknown) =>
        live && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [formData.viz_type]);

  const transformed = useMemo(() => {
    if (!plugin || plugin.metadata.vizType === undefined) return null;
    try {
      return {
        ok: true as const,
        props: plugin.transformProps({
          formData,
          queriesData,
          datasource,
          width,
          height,
          annotations: props.annotations,
          labelColors: props.labelColors,
          colorScheme: props.colorScheme,
          filterState: props.filterState,
        }),
      };
    } catch (error) {
      return {
        ok: false as const,
        message: error instanceof Error ? error.message : String(error),
      };
    }
    // Size changes are handled by the component; transform only on data or option changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    plugin,
    formData,
    queriesData,
    datasource,
    props.annotations,
    props.labelColors,
    props.colorScheme,
    props.filterState,
  ]);

  const failure = loadError ?? (transformed && !transformed.ok ? transformed.message : null);
  useEffect(() => {
    if (failure) onRenderState?.('failed', renderErrorMessage(failure));
  }, [failure, onRenderState]);

  if (failure) {
    return (
      <div className="tessera-chart-error" role="alert">
        {renderErrorMessage(failure)}
      </div>
    );
  }
  if (!plugin || !transformed || !transformed.ok) return null;
  const { Component } = plugin;
  return (
    <Component
      props={transformed.props}
      width={width}
      height={height}
      hooks={props.hooks ?? NO_HOOKS}
      onRendered={() => {
        performance.mark(`chart-rendered:${chartId}`);
        onRenderState?.('rendered');
      }}
      onRenderError={(message) => onRenderState?.('failed', renderErrorMessage(message))}
    />
  );
}

/** Spec §8's render failure text. */
export function renderErrorMessage(detail: string): string {
  return `An error occurred while rendering the visualization: ${detail}`;
}
