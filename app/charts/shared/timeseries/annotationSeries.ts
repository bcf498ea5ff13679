// Annotation layers drawn on a timeseries chart: FORMULA and TIME_SERIES layers as extra line
// series, EVENT layers as vertical markLines, INTERVAL layers as markAreas.
import type { AnnotationLayerConfig, AnnotationState } from '../../types';
import { parseFormula } from './formula';

/** An ECharts series option (only the keys this file sets are typed loosely). */
export type SeriesOption = Record<string, unknown>;

const OPACITY: Record<string, number> = { opacityLow: 0.2, opacityMedium: 0.5, opacityHigh: 0.8 };

/** ECharts lineStyle.type of an annotation style. */
export function lineType(style: AnnotationLayerConfig['style']): string | number[] {
  if (style === 'dashed') return 'dashed';
  if (style === 'dotted') return 'dotted';
  if (style === 'longDashed') return [10, 6];
  return 'solid';
}

function lineStyle(layer: AnnotationLayerConfig) {
  return {
    type: lineType(layer.style),
    width: layer.hideLine ? 0 : (layer.width ?? 1.5),
    ...(layer.color ? { color: layer.color } : {}),
    opacity: layer.hideLine ? 0 : (OPACITY[layer.opacity ?? ''] ?? 1),
  };
}

function lineSeries(layer: AnnotationLayerConfig, name: string, data: [number, number][]) {
  return {
    type: 'line',
    name,
    id: `annotation:${name}`,
    data,
    showSymbol: Boolean(layer.showMarkers),
    symbolSize: 4,
    lineStyle: lineStyle(layer),
    ...(layer.color ? { itemStyle: { color: layer.color } } : {}),
    silent: false,
    z: 3,
    animation: false,
  };
}

/** What the annotation series need of the chart. */
export interface AnnotationContext {
  /** The x values of the main data (epoch ms on a time axis). */
  xValues: (number | string)[];
  /** Whether x is a value/time axis (formulas cannot be drawn on a category axis). */
  numericX: boolean;
}

/** A formula's line over the data's x values; an unparsable formula draws nothing. */
function formulaSeries(layer: AnnotationLayerConfig, context: AnnotationContext): SeriesOption[] {
  if (!context.numericX) return [];
  let formula;
  try {
    formula = parseFormula(String(layer.value));
  } catch {
    return [];
  }
  const data: [number, number][] = [];
  for (const x of context.xValues) {
    if (typeof x !== 'number') continue;
    const y = formula(x);
    if (Number.isFinite(y)) data.push([x, y]);
  }
  return [lineSeries(layer, layer.name, data)];
}

/** Builds the extra series of every shown layer that has data (or needs none, formulas). */
export function annotationSeries(
  layers: AnnotationLayerConfig[],
  state: AnnotationState | undefined,
  context: AnnotationContext,
): SeriesOption[] {
  const out: SeriesOption[] = [];
  for (const layer of layers) {
    if (!layer.show) continue;
    if (layer.annotationType === 'FORMULA') {
      out.push(...formulaSeries(layer, context));
      continue;
    }
    const data = state?.data[layer.name];
    if (!data) continue;
    if (layer.annotationType === 'TIME_SERIES' && data.kind === 'series') {
      for (const entry of data.series) {
        const points: [number, number][] = entry.values.map(({ x, y }) => [x, y]);
        out.push(lineSeries(layer, `${layer.name}: ${entry.key}`, points));
      }
      continue;
    }
    if (data.kind !== 'records') continue;
    const color = layer.color ?? undefined;
    const label = { show: Boolean(layer.showLabel), color, formatter: '{b}' };
    if (layer.annotationType === 'EVENT') {
      out.push({
        type: 'line',
        name: layer.name,
        id: `annotation:${layer.name}`,
        data: [],
        markLine: {
          silent: false,
          symbol: 'none',
          animation: false,
          label: { ...label, position: 'insideEndTop' },
          lineStyle: lineStyle(layer),
          tooltip: { show: true },
          data: data.records.map((record) => ({
            name: record.short_descr,
            xAxis: record.start_dttm,
            tooltip: { formatter: record.long_descr || record.short_descr },
          })),
        },
      });
    } else if (layer.annotationType === 'INTERVAL') {
      out.push({
        type: 'line',
        name: layer.name,
        id: `annotation:${layer.name}`,
        data: [],
        markArea: {
          silent: false,
          animation: false,
          label,
          itemStyle: {
            ...(color ? { color } : {}),
            opacity: OPACITY[layer.opacity ?? ''] ?? 0.2,
          },
          tooltip: { show: true },
          data: data.records.map((record) => [
            {
              name: record.short_descr,
              xAxis: record.start_dttm,
              tooltip: { formatter: record.long_descr || record.short_descr },
            },
            { xAxis: record.end_dttm },
          ]),
        },
      });
    }
  }
  return out;
}
