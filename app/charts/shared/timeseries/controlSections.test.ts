import { describe, expect, it } from 'vitest';
import type { ControlPanelSection, FormData } from '../../types';
import { controlPanel as mixedPanel } from '../../mixed_timeseries/controlPanel';
import { timeseriesSections } from './controlSections';

const controls = (sections: ControlPanelSection[]) =>
  sections.flatMap((section) => section.rows.flat());
const names = (sections: ControlPanelSection[]) => controls(sections).map((c) => c.name);

describe('timeseries control panels', () => {
  it('uses Superset’s control names, once each, in the Data and Customize tabs', () => {
    const sections = timeseriesSections({
      seriesType: true,
      area: true,
      markers: true,
      stack: true,
    });
    const all = names(sections);
    expect(new Set(all).size).toBe(all.length);
    for (const name of [
      'x_axis',
      'time_grain_sqla',
      'metrics',
      'groupby',
      'adhoc_filters',
      'limit',
      'timeseries_limit_metric',
      'order_desc',
      'row_limit',
      'truncate_metric',
      'show_empty_columns',
      'rolling_type',
      'rolling_periods',
      'min_periods',
      'time_compare',
      'comparison_type',
      'resample_rule',
      'resample_method',
      'annotation_layers',
      'x_axis_title',
      'y_axis_title',
      'color_scheme',
      'seriesType',
      'stack',
      'area',
      'opacity',
      'markerEnabled',
      'markerSize',
      'show_value',
      'only_total',
      'percentage_threshold',
      'zoomable',
      'show_legend',
      'legendType',
      'legendOrientation',
      'x_axis_time_format',
      'xAxisLabelRotation',
      'rich_tooltip',
      'tooltipTimeFormat',
      'y_axis_format',
      'logAxis',
      'minorSplitLine',
      'truncateYAxis',
      'y_axis_bounds',
      'sort_series_type',
      'sort_series_ascending',
    ])
      expect(all, name).toContain(name);
    expect(sections.map((s) => [s.label, s.tab])).toEqual([
      ['Query', 'data'],
      ['Advanced analytics', 'data'],
      ['Annotations and Layers', 'data'],
      ['Chart title', 'customize'],
      ['Chart options', 'customize'],
      ['X Axis', 'customize'],
      ['Y Axis', 'customize'],
    ]);
  });

  it('shows rolling periods only for a window function and bounds only when truncating', () => {
    const byName = new Map(controls(timeseriesSections({})).map((c) => [c.name, c]));
    const fd = (extra: Partial<FormData>): FormData => ({
      viz_type: 'x',
      datasource: '1__table',
      ...extra,
    });
    const periods = byName.get('rolling_periods')?.visibility;
    expect(periods?.(fd({ rolling_type: 'mean' }))).toBe(true);
    expect(periods?.(fd({ rolling_type: 'cumsum' }))).toBe(false);
    const bounds = byName.get('y_axis_bounds')?.visibility;
    expect(bounds?.(fd({ truncateYAxis: true }))).toBe(true);
    expect(bounds?.(fd({}))).toBe(false);
    expect(byName.get('limit')?.visibility?.(fd({ groupby: ['a'] }))).toBe(true);
    expect(byName.get('limit')?.visibility?.(fd({ groupby: [] }))).toBe(false);
  });

  it('gives the mixed chart a _b copy of every query control and per-query styles', () => {
    const all = names(mixedPanel.sections);
    expect(new Set(all).size).toBe(all.length);
    for (const name of [
      'metrics_b',
      'groupby_b',
      'adhoc_filters_b',
      'limit_b',
      'timeseries_limit_metric_b',
      'order_desc_b',
      'row_limit_b',
      'rolling_type_b',
      'time_compare_b',
      'comparison_type_b',
      'resample_rule_b',
      'resample_method_b',
      'seriesTypeB',
      'stackB',
      'areaB',
      'yAxisIndexB',
      'y_axis_format_secondary',
    ])
      expect(all, name).toContain(name);
    const periodsB = controls(mixedPanel.sections).find((c) => c.name === 'rolling_periods_b');
    expect(
      periodsB?.visibility?.({ viz_type: 'x', datasource: '1__table', rolling_type_b: 'sum' }),
    ).toBe(true);
  });
});
