import { describe, expect, it } from 'vitest';
import { chartPaneState } from './chartPaneState';

describe('chartPaneState', () => {
  it('maps chart statuses to the pane views journeys wait for', () => {
    expect(chartPaneState('idle', false)).toBe('empty');
    expect(chartPaneState('loading', false)).toBe('loading');
    expect(chartPaneState('success', false)).toBe('loading');
    expect(chartPaneState('rendered', false)).toBe('rendered');
    expect(chartPaneState('failed', false)).toBe('failed');
    expect(chartPaneState('stopped', false)).toBe('stopped');
  });

  it('fails whatever the status when the chart type cannot load', () => {
    expect(chartPaneState('idle', true)).toBe('failed');
  });
});
