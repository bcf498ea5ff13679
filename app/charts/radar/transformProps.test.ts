import { describe, expect, it } from 'vitest';
import { toggleCrossFilter } from '../shared/categorical/crossFilter';
import { propsInput, recordedAnswer } from '../shared/categorical/recordedAnswer';
import { radarRadius, transformProps, wrapAxisName } from './transformProps';

const answer = recordedAnswer(
  ['origin', 'count', 'Average delay'],
  [1, 0, 0],
  [
    { origin: 'SEA', count: 600, 'Average delay': 12.5 },
    { origin: 'SFO', count: 300, 'Average delay': 25.25 },
  ],
);
const formData = {
  viz_type: 'radar',
  datasource: '4__table',
  groupby: ['origin'],
  metrics: [
    'count',
    { expressionType: 'SQL', sqlExpression: 'AVG(delay)', label: 'Average delay' },
  ],
  number_format: '.1f',
  column_config: { count: { radarMetricMaxValue: 1000 } },
  show_labels: true,
};
interface Radar {
  radar: { indicator: { name: string; max: number }[]; shape: string };
  series: {
    data: {
      name: string;
      value: number[];
      itemStyle: { color: string };
      tooltipText: string;
      label: { formatter: (params: { value: unknown }) => string };
    }[];
  }[];
}

describe('radar transformProps', () => {
  it('makes one axis per metric, with the configured or observed maximum', () => {
    const option = transformProps(propsInput(formData, answer)).option as unknown as Radar;
    expect(option.radar.indicator).toEqual([
      { name: 'count', max: 1000 },
      { name: 'Average delay', max: 25.25 },
    ]);
    expect(option.radar.shape).toBe('polygon');
  });

  it('keeps 65 % of the shorter side, narrowing in a narrow box so side names fit', () => {
    expect(radarRadius(800, 600, ['count'])).toBe(195);
    const names = ['Flipper length (mm)'];
    const radius = radarRadius(360, 400, names);
    expect(radius).toBeLessThan(0.65 * 180);
    // "length (mm)" (11 characters) is the wider line of the wrapped name.
    expect(360 / 2 - radius).toBeGreaterThanOrEqual(11 * 6);
    expect(radarRadius(100, 400, names)).toBe(20);
  });

  it('breaks a long axis name at the space nearest its middle', () => {
    expect(wrapAxisName('count')).toBe('count');
    expect(wrapAxisName('Flipper length (mm)')).toBe('Flipper\nlength (mm)');
    expect(wrapAxisName('Average departure delay')).toBe('Average\ndeparture delay');
    expect(wrapAxisName('Averagedeparturedelay')).toBe('Averagedeparturedelay');
  });

  it('makes one polygon per group with formatted labels and tooltips', () => {
    const option = transformProps(propsInput(formData, answer)).option as unknown as Radar;
    const data = option.series[0]!.data;
    expect(data.map((d) => [d.name, d.value])).toEqual([
      ['SEA', [600, 12.5]],
      ['SFO', [300, 25.25]],
    ]);
    expect(data[1]?.label.formatter({ value: 25.25 })).toBe('25.3');
    expect(data[1]?.tooltipText).toBe('<b>SFO</b><br/>count: 300.0<br/>Average delay: 25.3');
    expect(data[0]?.itemStyle.color).not.toBe(data[1]?.itemStyle.color);
  });

  it('cross-filters on the clicked group', () => {
    const { crossFilter } = transformProps(propsInput(formData, answer));
    expect(toggleCrossFilter(crossFilter!, { label: 'SEA', values: ['SEA'] })).toEqual({
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['SEA'] }] },
      filterState: { value: ['SEA'], selectedValues: ['SEA'] },
    });
  });
});
