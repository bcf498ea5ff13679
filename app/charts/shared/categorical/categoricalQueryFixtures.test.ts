import { describe, expect, it } from 'vitest';
import { CATEGORICAL_QUERY_CASES } from '@common/testing/categoricalQueryFixtures';
import { buildQuery as boxPlot } from '../../box_plot/buildQuery';
import { buildQuery as funnel } from '../../funnel/buildQuery';
import { buildQuery as gauge } from '../../gauge_chart/buildQuery';
import { buildQuery as pie } from '../../pie/buildQuery';
import { buildQuery as radar } from '../../radar/buildQuery';
import { buildQuery as sunburst } from '../../sunburst_v2/buildQuery';
import { buildQuery as treemap } from '../../treemap_v2/buildQuery';
import type { ChartQueryContext, FormData } from '../../types';
import { buildQuery as waterfall } from '../../waterfall/buildQuery';

const BUILDERS: Record<string, (formData: FormData) => ChartQueryContext> = {
  pie,
  funnel,
  gauge_chart: gauge,
  radar,
  treemap_v2: treemap,
  sunburst_v2: sunburst,
  waterfall,
  box_plot: boxPlot,
};

it('has a query fixture for every categorical chart type', () => {
  expect(Object.keys(CATEGORICAL_QUERY_CASES).sort()).toEqual(Object.keys(BUILDERS).sort());
});

// The server's integration test posts these query objects: they must be what buildQuery makes.
describe.each(Object.entries(CATEGORICAL_QUERY_CASES))('%s query fixture', (vizType, fixture) => {
  it('is what buildQuery makes of its form data', () => {
    const build = BUILDERS[vizType];
    expect(build).toBeDefined();
    expect(fixture.formData.viz_type).toBe(vizType);
    const [query, ...more] = build!(fixture.formData).queries;
    expect(more).toEqual([]);
    expect(JSON.parse(JSON.stringify(query))).toEqual(fixture.query);
  });
});
