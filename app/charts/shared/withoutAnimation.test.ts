import { describe, expect, it } from 'vitest';
import { withoutAnimation } from './EchartsView';

describe('withoutAnimation', () => {
  it('turns animation off globally and in every series, leaving the rest alone', () => {
    const option = {
      animation: true,
      series: [
        { type: 'line', animation: true, data: [1] },
        { type: 'bar', data: [2] },
      ],
    };
    expect(withoutAnimation(option)).toEqual({
      animation: false,
      series: [
        { type: 'line', animation: false, data: [1] },
        { type: 'bar', animation: false, data: [2] },
      ],
    });
    expect(option.series[0]?.animation).toBe(true);
  });

  it('handles one series object and options without series', () => {
    expect(withoutAnimation({ series: { type: 'pie' } })).toEqual({
      animation: false,
      series: { type: 'pie', animation: false },
    });
    expect(withoutAnimation({ title: { text: 'x' } })).toEqual({
      animation: false,
      title: { text: 'x' },
    });
  });
});
