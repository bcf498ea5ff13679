import { describe, expect, it } from 'vitest';
import { legendMargin } from './legend';

describe('legendMargin', () => {
  it('gives a side legend the width its longest name needs, at most 140 px', () => {
    expect(legendMargin({ legendOrientation: 'right' }, ['ORD', 'DFW'])).toEqual({
      right: 44 + 3 * 7,
    });
    expect(legendMargin({ legendOrientation: 'left' }, ['A very long airport name'])).toEqual({
      left: 140,
    });
    // Names unknown: the widest.
    expect(legendMargin({ legendOrientation: 'right' })).toEqual({ right: 140 });
  });

  it('gives a top or bottom legend one row, and no legend nothing', () => {
    expect(legendMargin({}, ['ORD'])).toEqual({ top: 36 });
    expect(legendMargin({ legendOrientation: 'bottom' }, ['ORD'])).toEqual({ bottom: 36 });
    expect(legendMargin({ show_legend: false, legendOrientation: 'right' }, ['ORD'])).toEqual({});
  });
});
