import { describe, expect, it } from 'vitest';
import { sequentialColors } from '../shared/colorSchemes';
import { toggleCrossFilter } from '../shared/categorical/crossFilter';
import { propsInput, recordedAnswer } from '../shared/categorical/recordedAnswer';
import { linearColor } from '../shared/categorical/tree';
import { transformProps } from './transformProps';

const answer = recordedAnswer(
  ['origin', 'destination', 'count', 'delayed'],
  [1, 1, 0, 0],
  [
    { origin: 'SEA', destination: 'SFO', count: 600, delayed: 300 },
    { origin: 'SEA', destination: 'LAX', count: 200, delayed: 20 },
    { origin: 'SFO', destination: 'SEA', count: 200, delayed: 100 },
  ],
);
const formData = {
  viz_type: 'sunburst_v2',
  datasource: '6__table',
  columns: ['origin', 'destination'],
  metric: 'count',
  number_format: ',d',
  show_labels: true,
  label_type: 'key_percent',
};
interface Node {
  name: string;
  value: number;
  itemStyle: { color: string };
  label: { show: boolean; formatter: string };
  tooltipText: string;
  children?: Node[];
}
const optionOf = (props: ReturnType<typeof transformProps>) =>
  props.option as unknown as { series: { data: Node[] }[]; graphic?: { style: { text: string } } };

describe('sunburst transformProps', () => {
  it('builds rings of the hierarchy with labels by share and the total', () => {
    const option = optionOf(transformProps(propsInput(formData, answer)));
    const data = option.series[0]!.data;
    expect(data.map((n) => [n.name, n.value])).toEqual([
      ['SEA', 800],
      ['SFO', 200],
    ]);
    expect(data[0]?.label.formatter).toBe('SEA: 80.00%');
    expect(data[0]?.children?.[1]?.label.formatter).toBe('LAX: 20.00%');
    expect(option.graphic?.style.text).toBe('Total: 1,000');
  });

  it('colours by label without a secondary metric, by ratio along the linear scheme with one', () => {
    const categorical = optionOf(transformProps(propsInput(formData, answer))).series[0]!.data;
    expect(categorical[0]?.itemStyle.color).not.toBe(categorical[1]?.itemStyle.color);
    const byRatio = optionOf(
      transformProps(
        propsInput(
          { ...formData, secondary_metric: 'delayed', linear_color_scheme: 'blue_white_yellow' },
          answer,
        ),
      ),
    ).series[0]!.data;
    const stops = sequentialColors('blue_white_yellow');
    // Ratios: SEA 320/800 = .4, SFO .5, SEA>SFO .5, SEA>LAX .1 (the lowest), SFO>SEA .5 (the highest).
    expect(byRatio[0]?.children?.[1]?.itemStyle.color).toBe(linearColor(stops, 0));
    expect(byRatio[1]?.itemStyle.color).toBe(linearColor(stops, 1));
    expect(byRatio[0]?.tooltipText).toBe('SEA<br/>count: 800 (80.00%)<br/>delayed: 320');
  });

  it('cross-filters on the clicked arc path', () => {
    const { crossFilter } = transformProps(propsInput(formData, answer));
    expect(toggleCrossFilter(crossFilter!, { label: 'SEA, LAX', values: ['SEA', 'LAX'] })).toEqual({
      extraFormData: {
        filters: [
          { col: 'origin', op: 'IN', val: ['SEA'] },
          { col: 'destination', op: 'IN', val: ['LAX'] },
        ],
      },
      filterState: { value: [['SEA', 'LAX']], selectedValues: ['SEA, LAX'] },
    });
  });

  it('interpolates linear colours between the stops', () => {
    expect(linearColor(['#000000', '#ffffff'], 0.5)).toBe('#808080');
    expect(linearColor(['#000000', '#ff0000', '#ffffff'], 0.25)).toBe('#800000');
    // Named stops (blue_white_yellow's 'white') are colours too.
    expect(linearColor(['#000000', 'white'], 1)).toBe('#ffffff');
    expect(linearColor(['black', 'white'], 0.5)).toBe('#808080');
  });

  it('leaves out the labels and shrinks the total that a small box cannot hold', () => {
    const small = optionOf(
      transformProps(propsInput(formData, answer, { width: 200, height: 200 })),
    );
    const shown = (nodes: Node[]): boolean[] =>
      nodes.flatMap((n) => [n.label.show, ...shown(n.children ?? [])]);
    expect(shown(small.series[0]!.data)).not.toContain(true);
    const style = (small.graphic as unknown as { style: { fontSize: number } } | undefined)?.style;
    expect(style === undefined || style.fontSize < 16).toBe(true);
    const large = optionOf(transformProps(propsInput(formData, answer)));
    expect(shown(large.series[0]!.data)).toContain(true);
  });
});
