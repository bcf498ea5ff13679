// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EstimateModal } from './EstimateModal';

const PLAN = [
  '┌───────────────────────────┐',
  '│         PROJECTION        │',
  '│    ────────────────────   │',
  '│          ~10 rows         │',
  '└───────────────────────────┘',
].join('\n');

describe('EstimateModal', () => {
  afterEach(cleanup);

  it('shows the figures in a table and the plan verbatim in its own block', () => {
    render(
      <EstimateModal
        open
        loading={false}
        result={[{ 'Estimated rows': '10', 'Query plan': PLAN }]}
        onClose={() => {}}
      />,
    );
    const table = screen.getByRole('table', { name: 'Cost estimate' });
    expect(table.textContent).toContain('Estimated rows10');
    expect(table.textContent).not.toContain('PROJECTION');
    const plan = screen.getByLabelText('Query plan');
    expect(plan.tagName).toBe('PRE');
    expect(plan.className).toContain('sqllab-estimate__plan');
    // The engine's spacing and line breaks are kept character for character.
    expect(plan.textContent).toBe(PLAN);
  });

  it('names each statement’s plan when there are several', () => {
    render(
      <EstimateModal
        open
        loading={false}
        result={[{ 'Query plan': 'a\n b' }, { 'Query plan': 'c\n d' }]}
        onClose={() => {}}
      />,
    );
    expect(screen.getByLabelText('Statement 2: Query plan').textContent).toBe('c\n d');
  });

  it('explains an error as a run does, the SQL excerpt under its caret in a monospace block', () => {
    const error = 'syntax error at or near "form"\nLINE 1: select * form t\n                 ^';
    render(<EstimateModal open loading={false} error={error} onClose={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert.className).toContain('sqllab-error');
    const excerpt = alert.querySelector('pre.sqllab-error__excerpt');
    expect(excerpt?.textContent).toBe('LINE 1: select * form t\n                 ^');
  });
});
