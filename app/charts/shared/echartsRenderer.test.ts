import { describe, expect, it } from 'vitest';
import { echartsRenderer, optionMarks, SVG_MAX_MARKS } from './echartsRenderer';

describe('echartsRenderer', () => {
  it('counts series data, typed arrays and dataset rows once per series', () => {
    expect(optionMarks({ series: [{ data: [1, 2, 3] }, { data: new Float64Array(4) }] })).toBe(7);
    expect(optionMarks({ dataset: { source: [[1], [2]] }, series: [{}, {}, {}] })).toBe(6);
    expect(optionMarks({ series: { type: 'pie', data: [{ value: 1 }] } })).toBe(1);
    expect(optionMarks({})).toBe(0);
  });

  it('draws light charts as SVG where preferred, heavy ones and the rest on a canvas', () => {
    const light = { series: [{ data: new Array(SVG_MAX_MARKS).fill(1) }] };
    const heavy = { series: [{ data: new Array(SVG_MAX_MARKS + 1).fill(1) }] };
    expect(echartsRenderer(light, true)).toBe('svg');
    expect(echartsRenderer(heavy, true)).toBe('canvas');
    expect(echartsRenderer(light, false)).toBe('canvas');
  });
});
