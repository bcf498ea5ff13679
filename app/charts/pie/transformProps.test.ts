import { describe, expect, it } from 'vitest';
import { toggleCrossFilter } from '../shared/categorical/crossFilter';
import { propsInput, recordedAnswer } from '../shared/categorical/recordedAnswer';
import { transformProps } from './transformProps';

const answer = recordedAnswer(
  ['origin', 'count'],
  [1, 0],
  [
    { origin: 'SEA', count: 60000 },
    { origin: 'SFO', count: 30000 },
    { origin: 'LAX', count: 8000 },
    { origin: 'PDX', count: 2000 },
  ],
);

const formData = {
  viz_type: 'pie',
  datasource: '1__table',
  groupby: ['origin'],
  metric: 'count',
  label_type: 'key_value_percent',
  number_format: ',d',
  color_scheme: 'supersetColors',
};

interface PieDatum {
  name: string;
  value: number;
  selected: boolean;
  itemStyle: { color: string };
  label: { show: boolean; formatter: string };
}
const seriesOf = (option: unknown) =>
  (option as { series: { data: PieDatum[]; radius: string[] }[] }).series[0]!;

describe('pie transformProps', () => {
  it('makes one slice per row with d3-formatted labels and hides those under the threshold', () => {
    const { option } = transformProps(propsInput(formData, answer, { labelColors: {} }));
    const series = seriesOf(option);
    expect(series.data.map((d) => [d.name, d.value])).toEqual([
      ['SEA', 60000],
      ['SFO', 30000],
      ['LAX', 8000],
      ['PDX', 2000],
    ]);
    expect(series.data[0]?.label.formatter).toBe('SEA: 60,000 (60.00%)');
    // PDX is 2% of the total, under the default 5% threshold.
    expect(series.data.map((d) => d.label.show)).toEqual([true, true, true, false]);
    expect(series.radius).toEqual(['0%', '70%']);
  });

  it('keeps a colour per label, whatever the row order, and honours forced colours', () => {
    const first = transformProps(propsInput(formData, answer, { labelColors: { LAX: '#123456' } }));
    const reversed = recordedAnswer(answer.colnames, answer.coltypes, [...answer.data].reverse());
    const second = transformProps(
      propsInput(formData, reversed, { labelColors: { LAX: '#123456' } }),
    );
    const colours = (option: unknown) =>
      Object.fromEntries(seriesOf(option).data.map((d) => [d.name, d.itemStyle.color]));
    expect(colours(second.option)).toEqual(colours(first.option));
    expect(colours(first.option).LAX).toBe('#123456');
  });

  it('draws a donut with the total when asked', () => {
    const { option } = transformProps(
      propsInput(
        { ...formData, donut: true, innerRadius: 40, outerRadius: 80, show_total: true },
        answer,
      ),
    );
    expect(seriesOf(option).radius).toEqual(['40%', '80%']);
    expect((option as { graphic: { style: { text: string } } }).graphic.style.text).toBe(
      'Total: 100,000',
    );
  });

  it('keeps the pie and its total out of a side legend', () => {
    const { option } = transformProps(
      propsInput(
        { ...formData, donut: true, show_total: true, legendOrientation: 'right' },
        answer,
      ),
    );
    const pie = seriesOf(option) as unknown as { right: number; left: number };
    expect(pie.right).toBe(140);
    expect(pie.left).toBe(0);
    const total = (option as { graphic: { x: number; y: number } }).graphic;
    const { width, height } = propsInput(formData, answer);
    expect(total).toMatchObject({ x: (width - 140) / 2, y: height / 2 });
  });

  it('highlights the cross-filter selection and toggles it on click', () => {
    const props = transformProps(
      propsInput(formData, answer, { filterState: { value: ['SFO'], selectedValues: ['SFO'] } }),
    );
    expect(
      seriesOf(props.option)
        .data.filter((d) => d.selected)
        .map((d) => d.name),
    ).toEqual(['SFO']);
    const state = props.crossFilter!;
    expect(toggleCrossFilter(state, { label: 'SEA', values: ['SEA'] })).toEqual({
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['SFO', 'SEA'] }] },
      filterState: { value: ['SFO', 'SEA'], selectedValues: ['SFO', 'SEA'] },
    });
    expect(toggleCrossFilter(state, { label: 'SFO', values: ['SFO'] })).toEqual({
      extraFormData: { filters: [] },
      filterState: { value: null, selectedValues: [] },
    });
  });
});
