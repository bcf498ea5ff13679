import type { ComponentType } from 'react';
import type { ControlType } from '@app/charts/types';
import { AnnotationLayersWidget } from './AnnotationLayersWidget';
import {
  BoundsWidget,
  CheckboxWidget,
  NumberWidget,
  SelectWidget,
  SliderWidget,
  TextAreaWidget,
  TextWidget,
  TimeGrainWidget,
} from './BasicWidgets';
import { ColorPickerWidget, ColorSchemeWidget, SequentialSchemeWidget } from './ColorWidgets';
import { ColumnConfigWidget } from './ColumnConfigWidget';
import { ColumnsWidget } from './ColumnsWidget';
import { ConditionalFormattingWidget } from './ConditionalFormattingWidget';
import { FiltersWidget } from './FiltersWidget';
import { MetricsWidget } from './MetricsWidget';
import { TimeRangeWidget } from './TimeRangeWidget';
import type { WidgetProps } from './widgetProps';

/** The widget of each control type; HiddenControl has none (it is never drawn). */
export const CONTROL_WIDGETS: Record<
  Exclude<ControlType, 'HiddenControl'>,
  ComponentType<WidgetProps>
> = {
  MetricsControl: MetricsWidget,
  MetricControl: MetricsWidget,
  GroupByControl: ColumnsWidget,
  ColumnControl: ColumnsWidget,
  XAxisControl: ColumnsWidget,
  TemporalColumnControl: ColumnsWidget,
  TimeGrainControl: TimeGrainWidget,
  TimeRangeControl: TimeRangeWidget,
  AdhocFiltersControl: FiltersWidget,
  SelectControl: SelectWidget,
  CheckboxControl: CheckboxWidget,
  TextControl: TextWidget,
  NumberControl: NumberWidget,
  TextAreaControl: TextAreaWidget,
  SliderControl: SliderWidget,
  ColorSchemeControl: ColorSchemeWidget,
  SequentialSchemeControl: SequentialSchemeWidget,
  ColorPickerControl: ColorPickerWidget,
  BoundsControl: BoundsWidget,
  AnnotationLayersControl: AnnotationLayersWidget,
  ConditionalFormattingControl: ConditionalFormattingWidget,
  ColumnConfigControl: ColumnConfigWidget,
};
