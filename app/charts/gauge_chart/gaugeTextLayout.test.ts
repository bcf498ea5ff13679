import { describe, expect, it } from 'vitest';
import { type GaugeTextInput, gaugeTextLayout } from './gaugeTextLayout';

const base: GaugeTextInput = {
  radius: 140,
  startAngle: 225,
  endAngle: -45,
  fontSize: 15,
  labelInset: 24,
  values: 1,
};

/** Px spans below the centre of the value block and of the ends' labels. */
function spans(input: GaugeTextInput) {
  const layout = gaugeTextLayout(input);
  const valueY = (layout.valueOffset / 100) * input.radius;
  const endY = Math.sin(Math.PI / 4) * (input.radius - input.labelInset - layout.labelFont / 2);
  return {
    layout,
    value: [valueY - layout.valueFont / 2, valueY + layout.valueFont / 2] as const,
    labels: [endY - layout.labelFont / 2, endY + layout.labelFont / 2] as const,
  };
}

describe('gaugeTextLayout', () => {
  it('keeps the form’s sizes on a large gauge, the value between the hub and the end labels', () => {
    const { layout, value, labels } = spans(base);
    expect(layout.labelFont).toBe(15);
    expect(layout.valueFont).toBe(27);
    expect(value[0]).toBeGreaterThanOrEqual(12);
    expect(value[1]).toBeLessThan(labels[0]);
  });

  it('shrinks the text of a small gauge so the value never runs over the end labels', () => {
    for (const radius of [60, 88, 110]) {
      const { layout, value, labels } = spans({ ...base, radius });
      expect(layout.labelFont).toBeLessThan(15);
      expect(layout.valueFont).toBeLessThan(27);
      expect(value[0]).toBeGreaterThanOrEqual(12);
      // Between the hub and the labels, or (too small for that) under them: never across.
      expect(value[1] < labels[0] || value[0] > labels[1]).toBe(true);
    }
  });

  it('puts the value under a half gauge, and names above their values', () => {
    const half = gaugeTextLayout({ ...base, startAngle: 180, endAngle: 0 });
    expect(half.valueOffset).toBeGreaterThan(0);
    expect(half.valueFont).toBe(27);
    const several = gaugeTextLayout({ ...base, values: 3 });
    expect(several.titleOffset).toBeLessThan(several.valueOffset);
    expect(several.valueFont).toBeCloseTo(18);
  });
});
