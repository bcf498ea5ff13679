// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryErrorText } from './QueryErrorText';

describe('QueryErrorText', () => {
  it('keeps a quoted SQL excerpt in a monospace block, caret line and all', () => {
    const { container } = render(
      <QueryErrorText message={'syntax error at or near "selec"\n\nLINE 1: selec 1\n        ^'} />,
    );
    expect(container.querySelector('pre')?.textContent).toBe('LINE 1: selec 1\n        ^');
    expect(container.textContent).toMatch(/^syntax error at or near "selec"LINE 1/);
  });

  it('shows a message without an excerpt as it is', () => {
    const { container } = render(<QueryErrorText message="Query was stopped" />);
    expect(container.querySelector('pre')).toBeNull();
    expect(container.textContent).toBe('Query was stopped');
  });
});
