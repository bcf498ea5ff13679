import { describe, expect, it } from 'vitest';
import { propsInput } from '../shared/flow/recordedAnswer';
import { findLoop } from './findLoop';
import { SANKEY_LOOP_MESSAGE, transformProps } from './transformProps';

const formData = {
  viz_type: 'sankey_v2',
  datasource: '7__table',
  source: 'origin',
  target: 'destination',
  metric: { expressionType: 'SQL' as const, sqlExpression: 'COUNT(*)', label: 'flights' },
};

const ROWS = [
  { origin: 'SFO', destination: 'LAX', flights: 120 },
  { origin: 'SFO', destination: 'SEA', flights: 40 },
  { origin: 'LAX', destination: 'JFK', flights: 75 },
  { origin: 'SEA', destination: 'JFK', flights: 12 },
];

interface SankeySeries {
  data: { name: string; itemStyle: { color: string } }[];
  links: { source: string; target: string; value: number }[];
}

describe('sankey_v2 transformProps', () => {
  it('builds one node per distinct value and one link per row valued by the metric', () => {
    const { option } = transformProps(propsInput(formData, ROWS));
    const [series] = (option as { series: SankeySeries[] }).series;
    expect(series?.data.map((node) => node.name)).toEqual(['SFO', 'LAX', 'SEA', 'JFK']);
    expect(series?.links).toEqual([
      { source: 'SFO', target: 'LAX', value: 120 },
      { source: 'SFO', target: 'SEA', value: 40 },
      { source: 'LAX', target: 'JFK', value: 75 },
      { source: 'SEA', target: 'JFK', value: 12 },
    ]);
    expect(series?.data[0]?.itemStyle.color).toMatch(/^#/);
  });

  it("refuses a cycle with Superset's message", () => {
    const rows = [...ROWS, { origin: 'JFK', destination: 'SFO', flights: 3 }];
    expect(() => transformProps(propsInput(formData, rows))).toThrow(SANKEY_LOOP_MESSAGE);
  });

  it('finds self links and deep cycles without recursion', () => {
    expect(findLoop([{ source: 'a', target: 'a' }])).toBe('a');
    const chain = Array.from({ length: 50_000 }, (_, i) => ({
      source: `n${i}`,
      target: `n${i + 1}`,
    }));
    expect(findLoop(chain)).toBeNull();
    expect(findLoop([...chain, { source: 'n50000', target: 'n0' }])).not.toBeNull();
  });
});
