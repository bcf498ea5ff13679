import { describe, expect, it } from 'vitest';
import { textWidth } from '../shared/textWidth';
import { labelFits, ringsOf, totalFontSize } from './sunburstFit';

describe('sunburst fitting', () => {
  it('splits the room between the hole and the rings', () => {
    expect(ringsOf({ width: 400, height: 300 }, 0.25, 3)).toEqual({
      hole: 37.5,
      thickness: (135 - 37.5) / 3,
    });
  });

  it('shows a label only where the ring is thick and the arc wide enough', () => {
    const thick = { hole: 50, thickness: textWidth('FEMALE') + 10 };
    expect(labelFits('FEMALE', 2, 0.1, thick)).toBe(true);
    // The ring is thinner than the word.
    expect(labelFits('FEMALE', 2, 0.1, { hole: 50, thickness: textWidth('FEMALE') })).toBe(false);
    // A sliver: its arc is narrower than a line of text.
    expect(labelFits('FEMALE', 1, 0.005, thick)).toBe(false);
  });

  it('sizes the total for the hole, and leaves it out when it cannot be read', () => {
    expect(totalFontSize('Total: 334', 200)).toBe(16);
    const small = totalFontSize('Total: 334', 35);
    expect(small).toBeLessThan(16);
    expect(small).toBeGreaterThanOrEqual(9);
    expect(totalFontSize('Total: 334', 10)).toBe(0);
  });
});
