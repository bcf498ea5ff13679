import { describe, expect, it } from 'vitest';
import { deferTooltip } from './deferredTooltip';

describe('deferTooltip', () => {
  it('draws the option without its tooltip and keeps the tooltip for later', () => {
    const option = { tooltip: { trigger: 'axis' }, series: [{ type: 'line', data: [1] }] };
    expect(deferTooltip(option)).toEqual({
      drawn: { series: [{ type: 'line', data: [1] }] },
      tooltip: { trigger: 'axis' },
    });
    expect(option.tooltip).toEqual({ trigger: 'axis' });
  });

  it('leaves an option without a tooltip as it is', () => {
    const option = { series: [{ type: 'pie', data: [1] }] };
    expect(deferTooltip(option)).toEqual({ drawn: option, tooltip: undefined });
    expect(deferTooltip(option).drawn).toBe(option);
  });
});
