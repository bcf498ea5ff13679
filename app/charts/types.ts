// The contract every chart type under app/charts/<viz_type>/ fulfils, and what Explore and
// dashboards rely on. A chart type is data (metadata, control panel) plus two pure functions
// (buildQuery, transformProps) and a React component that only renders.
import type { ComponentType } from 'react';
import type { ChartDataResponseEntry, RawQueryObject } from '@common/api/chartData';
import type { DatasourcePayload } from '@common/api/datasets';

/** Explore's form data: Superset's control values by name; `viz_type` and `datasource` always set. */
export type FormData = Record<string, unknown> & {
  viz_type: string;
  /** "<id>__table". */
  datasource: string;
};

/** POST /api/v1/chart/data body a chart builds from its form data. */
export interface ChartQueryContext {
  datasource: { id: number; type: 'table' };
  force: boolean;
  queries: RawQueryObject[];
  form_data: FormData;
  result_format: 'json';
  result_type: 'full';
}

/** Gallery categories (Superset's names). */
export type ChartCategory =
  | 'Table'
  | 'KPI'
  | 'Evolution'
  | 'Ranking'
  | 'Part of a Whole'
  | 'Distribution'
  | 'Correlation'
  | 'Flow'
  | 'Comparison';

/** What a chart type supports beyond plain rendering. */
export type ChartBehaviour = 'interactive-chart' | 'drill-to-detail' | 'cross-filter';

/** Light facts of a chart type: enough for the gallery and the chart list, no code. */
export interface ChartMetadata {
  vizType: string;
  name: string;
  category: ChartCategory;
  description: string;
  /** A small inline SVG document (no scripts) drawn for the gallery and list cards. */
  thumbnail: string;
  tags: string[];
  behaviours: ChartBehaviour[];
  /** Annotation types its control panel offers; empty when it cannot be annotated. */
  annotationTypes: AnnotationType[];
}

// ---------------------------------------------------------------------------------------
// Control panels: data, rendered by app/features/explore/controls/.

/** The widget a control is shown with. */
export type ControlType =
  | 'MetricsControl' // one or more metrics (saved, simple aggregate or custom SQL)
  | 'MetricControl' // exactly one metric
  | 'GroupByControl' // one or more dimensions (columns or custom SQL columns)
  | 'ColumnControl' // one column
  | 'XAxisControl' // the x-axis column (temporal columns first)
  | 'TemporalColumnControl' // a temporal column (granularity_sqla)
  | 'TimeGrainControl'
  | 'TimeRangeControl'
  | 'AdhocFiltersControl'
  | 'SelectControl'
  | 'CheckboxControl'
  | 'TextControl'
  | 'NumberControl'
  | 'TextAreaControl'
  | 'SliderControl'
  | 'ColorSchemeControl'
  | 'SequentialSchemeControl'
  | 'ColorPickerControl'
  | 'BoundsControl' // [min, max] of an axis, each nullable
  | 'AnnotationLayersControl'
  | 'ConditionalFormattingControl'
  | 'ColumnConfigControl'
  | 'HiddenControl';

/** Control validators; messages are spec §5's. */
export type ControlValidator = 'required' | 'nonEmpty' | 'integer' | 'number' | 'maxRowLimit';

/** One control of a panel. */
export interface ControlSpec {
  /** The form data key it edits (Superset's control name, e.g. `metrics`, `row_limit`). */
  name: string;
  type: ControlType;
  label: string;
  description?: string;
  default?: unknown;
  validators?: ControlValidator[];
  /** SelectControl choices as [value, label]. */
  choices?: [string | number, string][];
  multi?: boolean;
  /** Values outside `choices` are allowed (typed by the user). */
  freeForm?: boolean;
  /** Changing it re-renders from the last answer instead of making the chart stale. */
  renderTrigger?: boolean;
  /** Slider and number bounds. */
  min?: number;
  max?: number;
  step?: number;
  /** Shown only when this returns true; hidden values are stashed and restored. */
  visibility?: (formData: FormData) => boolean;
  /** Disabled (but shown) when this returns true. */
  disabled?: (formData: FormData) => boolean;
}

/** A titled group of control rows in the "Data" or "Customize" tab. */
export interface ControlPanelSection {
  label: string;
  tab: 'data' | 'customize';
  expanded?: boolean;
  description?: string;
  /** Each row holds one or two controls side by side. */
  rows: ControlSpec[][];
}

/** A chart type's whole control panel. */
export interface ControlPanelConfig {
  sections: ControlPanelSection[];
  /** Overrides of form data when the user switches to this type (e.g. defaults). */
  formDataOverrides?: (formData: FormData) => FormData;
}

// ---------------------------------------------------------------------------------------
// Annotations (Superset's annotation_layers form data entries).

export type AnnotationType = 'FORMULA' | 'EVENT' | 'INTERVAL' | 'TIME_SERIES';

/** One entry of form data `annotation_layers`, as Superset saves and exports it. */
export interface AnnotationLayerConfig {
  name: string;
  annotationType: AnnotationType;
  /** 'NATIVE' (an annotation layer of /api/v1/annotation_layer/), 'line'/'table' (a chart), '' for formulas. */
  sourceType?: 'NATIVE' | 'line' | 'table' | '';
  /** Formula text, or the layer / chart id. */
  value: string | number;
  show: boolean;
  showLabel?: boolean;
  color?: string | null;
  opacity?: '' | 'opacityLow' | 'opacityMedium' | 'opacityHigh';
  style?: 'solid' | 'dashed' | 'dotted' | 'longDashed';
  width?: number;
  showMarkers?: boolean;
  hideLine?: boolean;
  overrides?: Record<string, unknown>;
  titleColumn?: string;
  descriptionColumns?: string[];
  timeColumn?: string;
  intervalEndColumn?: string;
}

/** A native annotation as the chart receives it (epoch ms). */
export interface AnnotationRecord {
  start_dttm: number;
  end_dttm: number;
  short_descr: string;
  long_descr: string;
  json_metadata: string;
}

/** Data of one annotation layer: native records, or another chart's series. */
export type AnnotationLayerData =
  | { kind: 'records'; records: AnnotationRecord[] }
  | { kind: 'series'; series: { key: string; values: { x: number; y: number }[] }[] };

/** Annotation data by layer name, plus errors by layer name (e.g. 'Query timeout for annotations'). */
export interface AnnotationState {
  data: Record<string, AnnotationLayerData>;
  errors: Record<string, string>;
}

// ---------------------------------------------------------------------------------------
// Rendering.

/** What transformProps receives. */
export interface ChartPropsInput {
  formData: FormData;
  queriesData: ChartDataResponseEntry[];
  datasource: DatasourcePayload | null;
  width: number;
  height: number;
  annotations?: AnnotationState;
  /** Label → colour fixed by the dashboard (label_colors and shared label colours). */
  labelColors?: Record<string, string>;
  /** A dashboard's colour scheme, overriding the chart's. */
  colorScheme?: string;
  /** Selected cross-filter values of this chart, to highlight (dashboards). */
  filterState?: { value?: unknown; selectedValues?: unknown[] };
}

/** A data mask a chart emits when a datum is clicked (cross-filters, spec §3 "Data mask"). */
export interface DataMask {
  extraFormData: {
    filters?: { col: string; op: 'IN' | 'NOT IN' | '==' | 'IS NULL'; val?: unknown }[];
  };
  filterState: { value: unknown; selectedValues?: unknown[]; label?: string };
  ownState?: Record<string, unknown>;
}

/** Hooks the host page gives a rendered chart. */
export interface ChartHooks {
  /** Cross-filter emission (charts with the 'cross-filter' behaviour). */
  setDataMask?: (mask: DataMask) => void;
  /** Table-like charts keep their own state (page, search, sort) through this. */
  setOwnState?: (state: Record<string, unknown>) => void;
}

/** Props of a chart type's component: its transformProps output plus size and hooks. */
export interface ChartComponentProps<P> {
  props: P;
  width: number;
  height: number;
  hooks: ChartHooks;
  /** Called once the chart has painted this props object (drives `chart-rendered:<id>`). */
  onRendered: () => void;
  /** Called when rendering threw or ECharts rejected the option. */
  onRenderError: (message: string) => void;
}

/**
 * A chart type as pages that draw it need it, loaded lazily by app/charts/pluginLoader.ts from
 * `<viz_type>/index.ts`. Its control panel (`<viz_type>/controlPanel.ts`) loads apart: only
 * Explore edits a chart, and a dashboard should not run every panel's definitions.
 */
export interface ChartPlugin<P = unknown> {
  metadata: ChartMetadata;
  buildQuery: (formData: FormData) => ChartQueryContext;
  transformProps: (input: ChartPropsInput) => P;
  Component: ComponentType<ChartComponentProps<P>>;
}

/** A chart type with its control panel, as Explore loads it. */
export interface ExplorePlugin<P = unknown> extends ChartPlugin<P> {
  controlPanel: ControlPanelConfig;
}
