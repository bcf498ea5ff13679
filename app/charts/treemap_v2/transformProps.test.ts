import { describe, expect, it } from 'vitest';
import { toggleCrossFilter } from '../shared/categorical/crossFilter';
import { propsInput, recordedAnswer } from '../shared/categorical/recordedAnswer';
import { transformProps } from './transformProps';

const answer = recordedAnswer(
  ['origin', 'destination', 'count'],
  [1, 1, 0],
  [
    { origin: 'SEA', destination: 'SFO', count: 5000 },
    { origin: 'SEA', destination: 'LAX', count: 3000 },
    { origin: 'SFO', destination: 'SEA', count: 2000 },
  ],
);
const formData = {
  viz_type: 'treemap_v2',
  datasource: '5__table',
  groupby: ['origin', 'destination'],
  metric: 'count',
  number_format: ',d',
};
interface Node {
  name: string;
  value: number;
  labelText: string;
  tooltipText: string;
  itemStyle: { color: string; opacity: number };
  children?: Node[];
}
const dataOf = (option: unknown) => (option as { series: { data: Node[] }[] }).series[0]!.data;

describe('treemap transformProps', () => {
  it('nests leaves under their parents, parents summing their children', () => {
    const data = dataOf(transformProps(propsInput(formData, answer)).option);
    expect(data.map((n) => [n.name, n.value, n.children?.map((c) => [c.name, c.value])])).toEqual([
      [
        'SEA',
        8000,
        [
          ['SFO', 5000],
          ['LAX', 3000],
        ],
      ],
      ['SFO', 2000, [['SEA', 2000]]],
    ]);
    expect(data[0]?.labelText).toBe('SEA: 8,000');
    expect(data[0]?.children?.[1]?.tooltipText).toBe('SEA ▸ LAX<br/>count: 3,000 (30.00%)');
  });

  it('colours a branch by its top-level node, stable across renders', () => {
    const first = dataOf(transformProps(propsInput(formData, answer)).option);
    const second = dataOf(transformProps(propsInput(formData, answer)).option);
    expect(first[0]?.children?.[0]?.itemStyle.color).toBe(first[0]?.itemStyle.color);
    expect(first[0]?.itemStyle.color).not.toBe(first[1]?.itemStyle.color);
    expect(second.map((n) => n.itemStyle.color)).toEqual(first.map((n) => n.itemStyle.color));
  });

  it('cross-filters on the clicked node path and keeps the selection', () => {
    const props = transformProps(
      propsInput(formData, answer, {
        filterState: { value: [['SEA', 'LAX']], selectedValues: ['SEA, LAX'] },
      }),
    );
    const sea = dataOf(props.option)[0]!;
    expect(sea.children?.map((c) => c.itemStyle.opacity)).toEqual([0.4, 1]);
    expect(
      toggleCrossFilter(props.crossFilter!, { label: 'SEA, SFO', values: ['SEA', 'SFO'] }),
    ).toEqual({
      extraFormData: {
        filters: [
          { col: 'origin', op: 'IN', val: ['SEA'] },
          { col: 'destination', op: 'IN', val: ['LAX', 'SFO'] },
        ],
      },
      filterState: {
        value: [
          ['SEA', 'LAX'],
          ['SEA', 'SFO'],
        ],
        selectedValues: ['SEA, LAX', 'SEA, SFO'],
      },
    });
    // A top-level node replaces deeper selections: one filter on the first column.
    expect(
      toggleCrossFilter(props.crossFilter!, { label: 'SFO', values: ['SFO'] }).extraFormData,
    ).toEqual({
      filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }],
    });
  });
});
