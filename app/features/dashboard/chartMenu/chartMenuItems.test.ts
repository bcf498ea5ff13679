import { describe, expect, it } from 'vitest';
import { type ChartMenuFacts, chartMenuItems } from './chartMenuItems';

const facts = (change: Partial<ChartMenuFacts> = {}): ChartMenuFacts => ({
  vizType: 'echarts_timeseries_bar',
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  hasDescription: false,
  descriptionShown: false,
  fullSize: false,
  canExplore: true,
  canCsv: true,
  canEdit: true,
  crossFiltersEnabled: true,
  editMode: false,
  ...change,
});
const keys = (change: Partial<ChartMenuFacts> = {}) =>
  chartMenuItems(facts(change)).map((i) => i.key);

describe('chartMenuItems', () => {
  it('offers everything a permitted caller may do, in order', () => {
    expect(keys()).toEqual([
      'force-refresh',
      'fullscreen',
      'explore',
      'view-query',
      'view-results',
      'drill-to-detail',
      'cross-filter-scoping',
      'download-image',
      'csv',
      'xlsx',
    ]);
  });

  it('leaves out Explore and the data views without can_explore, and exports without can_csv', () => {
    expect(keys({ canExplore: false, canCsv: false })).toEqual([
      'force-refresh',
      'fullscreen',
      'cross-filter-scoping',
      'download-image',
    ]);
  });

  it('toggles the description only when the chart has one, naming what it will do', () => {
    expect(keys()).not.toContain('toggle-description');
    const shown = chartMenuItems(facts({ hasDescription: true, descriptionShown: true }));
    expect(shown.find((i) => i.key === 'toggle-description')?.label).toBe('Hide chart description');
    const hidden = chartMenuItems(facts({ hasDescription: true }));
    expect(hidden.find((i) => i.key === 'toggle-description')?.label).toBe(
      'Show chart description',
    );
  });

  it('says Exit fullscreen for the full-size chart', () => {
    expect(chartMenuItems(facts({ fullSize: true }))[1]?.label).toBe('Exit fullscreen');
    expect(chartMenuItems(facts())[1]?.label).toBe('Enter fullscreen');
  });

  it('offers cross-filter scoping to editors of charts that cross-filter, outside edit mode', () => {
    expect(keys({ canEdit: false })).not.toContain('cross-filter-scoping');
    expect(keys({ editMode: true })).not.toContain('cross-filter-scoping');
    expect(keys({ crossFiltersEnabled: false })).not.toContain('cross-filter-scoping');
    expect(keys({ behaviours: ['interactive-chart'] })).not.toContain('cross-filter-scoping');
    expect(keys({ behaviours: [] })).not.toContain('drill-to-detail');
  });

  it('offers full exports for tables and the pivoted CSV for pivot tables', () => {
    expect(keys({ vizType: 'table' }).slice(-4)).toEqual(['csv', 'full-csv', 'xlsx', 'full-xlsx']);
    expect(keys({ vizType: 'pivot_table_v2' }).slice(-3)).toEqual(['csv', 'pivoted-csv', 'xlsx']);
  });
});
