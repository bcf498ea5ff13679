// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChartErrorBoundary } from './ChartErrorBoundary';

function Broken(): never {
  throw new Error('lC[a] is not a constructor');
}

describe('ChartErrorBoundary', () => {
  it('reports a chart that throws and keeps the page; a new answer tries again', () => {
    const onError = vi.fn();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ChartErrorBoundary resetKey={1} onError={onError}>
        <Broken />
      </ChartErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledWith('lC[a] is not a constructor');
    rerender(
      <ChartErrorBoundary resetKey={2} onError={onError}>
        <p>chart</p>
      </ChartErrorBoundary>,
    );
    expect(screen.getByText('chart')).toBeTruthy();
    quiet.mockRestore();
  });
});
