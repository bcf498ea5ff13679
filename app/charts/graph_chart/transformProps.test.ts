import { describe, expect, it } from 'vitest';
import { propsInput } from '../shared/flow/recordedAnswer';
import { scaleSize, transformProps } from './transformProps';

const formData = {
  viz_type: 'graph_chart',
  datasource: '3__table',
  source: 'origin',
  target: 'destination',
  source_category: 'region',
  target_category: 'dest_region',
  metric: 'count',
  baseNodeSize: 20,
  baseEdgeWidth: 4,
  show_symbol_threshold: 50,
  layout: 'circular',
  edgeSymbol: 'circle,arrow',
  roam: 'scale',
};

const ROWS = [
  { origin: 'SFO', destination: 'LAX', region: 'West', dest_region: 'West', count: 90 },
  { origin: 'SFO', destination: 'JFK', region: 'West', dest_region: 'East', count: 30 },
  { origin: 'BOS', destination: 'JFK', region: 'East', dest_region: 'East', count: 10 },
];

interface GraphSeries {
  layout: string;
  roam: unknown;
  edgeSymbol: string[];
  categories: { name: string }[];
  data: {
    name: string;
    value: number;
    category: number;
    symbolSize: number;
    label: { show: boolean };
  }[];
  links: { source: string; target: string; value: number; lineStyle: { width: number } }[];
}

describe('graph_chart transformProps', () => {
  const { option } = transformProps(propsInput(formData, ROWS));
  const { series, legend } = option as { series: GraphSeries[]; legend: { data: string[] } };
  const graph = series[0]!;

  it('makes nodes valued by the metric over their edges, with categories', () => {
    expect(graph.data.map((n) => [n.name, n.value, graph.categories[n.category]?.name])).toEqual([
      ['SFO', 120, 'West'],
      ['LAX', 90, 'West'],
      ['JFK', 40, 'East'],
      ['BOS', 10, 'East'],
    ]);
    expect(legend.data).toEqual(['West', 'East']);
  });

  it('sizes nodes and edges between half and twice their base sizes', () => {
    const size = Object.fromEntries(graph.data.map((n) => [n.name, n.symbolSize]));
    expect(size.SFO).toBe(40);
    expect(size.BOS).toBe(10);
    expect(graph.links.map((l) => l.lineStyle.width)).toEqual([8, scaleSize(30, 10, 90, 4), 2]);
  });

  it('hides labels under the threshold and applies layout options', () => {
    expect(graph.data.filter((n) => n.label.show).map((n) => n.name)).toEqual(['SFO', 'LAX']);
    expect(graph.layout).toBe('circular');
    expect(graph.roam).toBe('scale');
    expect(graph.edgeSymbol).toEqual(['circle', 'arrow']);
  });
});
