import { describe, expect, it } from 'vitest';
import { FLOW_CHART_QUERY_CASES } from '@common/testing/flowChartQueryFixtures';
import { buildQuery as bubble } from '../../bubble_v2/buildQuery';
import { buildQuery as calendar } from '../../cal_heatmap/buildQuery';
import { buildQuery as graph } from '../../graph_chart/buildQuery';
import { buildQuery as heatmap } from '../../heatmap_v2/buildQuery';
import { buildQuery as histogram } from '../../histogram_v2/buildQuery';
import { buildQuery as sankey } from '../../sankey_v2/buildQuery';
import { buildQuery as tree } from '../../tree_chart/buildQuery';
import type { ChartQueryContext, FormData } from '../../types';

const BUILDERS: Record<string, (formData: FormData) => ChartQueryContext> = {
  sankey_v2: sankey,
  graph_chart: graph,
  tree_chart: tree,
  heatmap_v2: heatmap,
  cal_heatmap: calendar,
  histogram_v2: histogram,
  bubble_v2: bubble,
};

// The server's integration test posts these query objects: they must be what buildQuery makes.
describe.each(Object.entries(FLOW_CHART_QUERY_CASES))('%s query fixture', (vizType, fixture) => {
  it('is what buildQuery makes of its form data', () => {
    const build = BUILDERS[vizType];
    expect(build).toBeDefined();
    const [query, ...more] = build!(fixture.formData).queries;
    expect(more).toEqual([]);
    expect(JSON.parse(JSON.stringify(query))).toEqual(fixture.query);
  });
});
