import { describe, expect, it } from 'vitest';
import { toggleCrossFilter } from '../shared/categorical/crossFilter';
import { propsInput, recordedAnswer } from '../shared/categorical/recordedAnswer';
import { textWidth } from '../shared/textWidth';
import { pieFit, transformProps } from './transformProps';

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
  (option as { series: { data: PieDatum[]; radius: number[] }[] }).series[0]!;

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
    // The room is the whole box (top legend aside); the widest shown label is SEA's.
    const { width, height } = propsInput(formData, answer);
    const widest = textWidth('SEA: 60,000 (60.00%)');
    const fit = pieFit({ width, height: height - 36 }, 70, widest, true);
    expect(series.radius).toEqual([0, fit.radius]);
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
    const [inner, outer] = seriesOf(option).radius;
    expect((inner ?? 0) / (outer ?? 1)).toBeCloseTo(40 / 80);
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
    // As wide as the longest name needs ("SEA": three characters).
    const legend = 44 + 3 * 7;
    expect(pie.right).toBe(legend);
    expect(pie.left).toBe(0);
    const total = (option as { graphic: { x: number; y: number } }).graphic;
    const { width, height } = propsInput(formData, answer);
    expect(total).toMatchObject({ x: (width - legend) / 2, y: height / 2 });
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

  it('shrinks the pie so that its widest outside label fits beside it, down to a minimum', () => {
    const room = { width: 400, height: 300 };
    // Narrow labels: the form's share of the room (70 % of 150 px).
    expect(pieFit(room, 70, 20, true)).toEqual({ radius: 105, labels: true });
    // An 80 px label beside a 105 px pie does not fit in 200 px: the pie gives way.
    const fitted = pieFit(room, 70, 80, true);
    expect(fitted.labels).toBe(true);
    expect(fitted.radius + 60 + 80).toBeLessThanOrEqual(200);
    // No outside labels: the form's share.
    expect(pieFit(room, 70, 0, true).radius).toBeCloseTo(105);
  });

  it('drops labels that would show only "…" when a legend names the slices', () => {
    const small = { width: 200, height: 200 };
    expect(pieFit(small, 70, 60, true)).toEqual({ radius: 70, labels: false });
    // Without a legend the labels are all there is: kept, around a 40 px pie.
    expect(pieFit(small, 70, 60, false)).toEqual({ radius: 40, labels: true });
    const { option } = transformProps(
      propsInput({ ...formData, legendOrientation: 'right' }, answer, { width: 220, height: 200 }),
    );
    expect(seriesOf(option).data.every((d) => !d.label.show)).toBe(true);
  });
});
