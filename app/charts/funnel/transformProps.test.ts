import { describe, expect, it } from 'vitest';
import { toggleCrossFilter } from '../shared/categorical/crossFilter';
import { propsInput, recordedAnswer } from '../shared/categorical/recordedAnswer';
import { funnelPercents, transformProps } from './transformProps';

const answer = recordedAnswer(
  ['stage', 'SUM(users)'],
  [1, 0],
  [
    { stage: 'Visit', 'SUM(users)': 1000 },
    { stage: 'Sign up', 'SUM(users)': 400 },
    { stage: 'Purchase', 'SUM(users)': 100 },
  ],
);
const formData = {
  viz_type: 'funnel',
  datasource: '3__table',
  groupby: ['stage'],
  metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'users' } },
  label_type: 'key_value_percent',
  number_format: ',d',
};
interface Datum {
  name: string;
  value: number;
  label: { formatter: string };
  itemStyle: { color: string; opacity: number };
  tooltipText: string;
}
const dataOf = (option: unknown) => (option as { series: { data: Datum[] }[] }).series[0]!.data;

describe('funnel transformProps', () => {
  it('keeps the answer order and labels steps by share of the first step', () => {
    const data = dataOf(transformProps(propsInput(formData, answer)).option);
    expect(data.map((d) => d.label.formatter)).toEqual([
      'Visit: 1,000 (100.00%)',
      'Sign up: 400 (40.00%)',
      'Purchase: 100 (10.00%)',
    ]);
    expect(data[2]?.tooltipText).toBe('Purchase: 100 (10.00%)');
  });

  it('computes shares of the previous step or of the total', () => {
    expect(funnelPercents([1000, 400, 100], 'prev_step')).toEqual([1, 0.4, 0.25]);
    expect(funnelPercents([1000, 400, 100], 'total')).toEqual([
      1000 / 1500,
      400 / 1500,
      100 / 1500,
    ]);
  });

  it('dims unselected steps and emits the toggled mask', () => {
    const props = transformProps(
      propsInput(formData, answer, {
        filterState: { value: ['Sign up'], selectedValues: ['Sign up'] },
      }),
    );
    expect(dataOf(props.option).map((d) => d.itemStyle.opacity)).toEqual([0.3, 1, 0.3]);
    expect(
      toggleCrossFilter(props.crossFilter!, { label: 'Visit', values: ['Visit'] }).extraFormData,
    ).toEqual({
      filters: [{ col: 'stage', op: 'IN', val: ['Sign up', 'Visit'] }],
    });
  });

  it('gives each step the same colour on every render', () => {
    const colours = (props: ReturnType<typeof transformProps>) =>
      dataOf(props.option).map((d) => d.itemStyle.color);
    const first = colours(transformProps(propsInput(formData, answer)));
    expect(new Set(first).size).toBe(3);
    expect(colours(transformProps(propsInput(formData, answer)))).toEqual(first);
  });
});
