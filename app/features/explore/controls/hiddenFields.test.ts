import { describe, expect, it } from 'vitest';
import { applyVisibility } from './hiddenFields';
import { testPanel } from './testPanel';

describe('applyVisibility', () => {
  it('stashes a hidden control value and restores it when shown again', () => {
    const form = {
      viz_type: 'bar',
      datasource: '7__table',
      show_legend: false,
      legendOrientation: 'left',
    };
    const hiddenStep = applyVisibility(testPanel, form, {});
    expect(hiddenStep.formData.legendOrientation).toBeUndefined();
    expect(hiddenStep.hidden).toEqual({ legendOrientation: 'left' });

    const shown = applyVisibility(
      testPanel,
      { ...hiddenStep.formData, show_legend: true },
      hiddenStep.hidden,
    );
    expect(shown.formData.legendOrientation).toBe('left');
    expect(shown.hidden).toEqual({});
  });

  it('keeps a value set while shown over the stash', () => {
    const shown = applyVisibility(
      testPanel,
      { viz_type: 'bar', datasource: '7__table', show_legend: true, legendOrientation: 'bottom' },
      { legendOrientation: 'left' },
    );
    expect(shown.formData.legendOrientation).toBe('bottom');
    expect(shown.hidden).toEqual({});
  });
});
