// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorToolbar, type EditorToolbarProps } from './EditorToolbar';

function props(overrides: Partial<EditorToolbarProps> = {}): EditorToolbarProps {
  return {
    running: false,
    hasSelection: false,
    canRun: true,
    onRun: vi.fn(),
    onStop: vi.fn(),
    formatting: false,
    onFormat: vi.fn(),
    canEstimate: true,
    onEstimate: vi.fn(),
    limit: 1000,
    onLimitChange: vi.fn(),
    hasParameters: false,
    onParameters: vi.fn(),
    leftBarHidden: false,
    onToggleLeftBar: vi.fn(),
    ...overrides,
  };
}

const ctas = (onRun = vi.fn(), disabled = false) => ({
  allowCtas: true,
  allowCvas: true,
  disabled,
  onRun,
});

const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('EditorToolbar', () => {
  afterEach(cleanup);

  it('offers every secondary action in the "More actions" menu, which runs them', async () => {
    const p = props({ ctas: ctas(), hasParameters: true });
    render(<EditorToolbar {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(menuItems()).toEqual([
      'Estimate cost',
      'Format SQL',
      'Parameters •',
      'Create table as',
      'Create view as',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Format SQL' }));
    expect(p.onFormat).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Estimate cost' }));
    expect(p.onEstimate).toHaveBeenCalledTimes(1);
  });

  it('runs into a new view from the "More actions" menu after asking its name', async () => {
    const onRun = vi.fn();
    render(<EditorToolbar {...props({ ctas: ctas(onRun) })} />);
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Create view as' }));
    await userEvent.type(await screen.findByLabelText('Name of the new view'), 'answers');
    await userEvent.click(screen.getByRole('button', { name: 'Create view' }));
    expect(onRun).toHaveBeenCalledWith('VIEW', 'answers');
  });

  it('has the inline CTAS menu only when the database allows it and a run is possible', async () => {
    const { rerender } = render(<EditorToolbar {...props({ canEstimate: false })} />);
    expect(screen.queryByRole('button', { name: 'More ways to run' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Estimate cost' })).toBeNull();
    rerender(<EditorToolbar {...props({ ctas: ctas(vi.fn(), true) })} />);
    expect(screen.queryByRole('button', { name: 'More ways to run' })).toBeNull();
    rerender(<EditorToolbar {...props({ ctas: { ...ctas(), allowCvas: false } })} />);
    await userEvent.click(screen.getByRole('button', { name: 'More ways to run' }));
    expect(menuItems()).toEqual(['Create table as']);
  });
});
