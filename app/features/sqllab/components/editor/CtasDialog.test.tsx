// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ctasNotice } from '../south/ResultExtras';
import { CtasMenu } from './CtasMenu';

describe('CtasMenu', () => {
  afterEach(cleanup);

  it('is absent when the database allows neither CTAS nor CVAS', () => {
    render(<CtasMenu allowCtas={false} allowCvas={false} onRun={() => {}} />);
    expect(screen.queryByRole('button', { name: 'More ways to run' })).toBeNull();
  });

  it('asks for a table name, refuses a bad one, then runs', async () => {
    const onRun = vi.fn();
    render(<CtasMenu allowCtas allowCvas={false} onRun={onRun} />);
    await userEvent.click(screen.getByRole('button', { name: 'More ways to run' }));
    expect(screen.queryByRole('menuitem', { name: 'Create view as' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Create table as' }));
    const name = await screen.findByLabelText('Name of the new table');
    await userEvent.type(name, 'bad name');
    await userEvent.click(screen.getByRole('button', { name: 'Create table' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/letters, digits/);
    expect(onRun).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.type(name, 'big_airports');
    await userEvent.click(screen.getByRole('button', { name: 'Create table' }));
    expect(onRun).toHaveBeenCalledWith('TABLE', 'big_airports');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('words the notice after a CTAS or CVAS run', () => {
    const run = { ctas: true, tempTable: 't1', schema: null, tempSchema: 'main' };
    expect(ctasNotice({ ...run, ctas_method: 'TABLE' })).toBe('Created table main.t1');
    expect(ctasNotice({ ...run, ctas_method: 'VIEW', tempSchema: null })).toBe('Created view t1');
    expect(ctasNotice({ ...run, ctas: false })).toBeUndefined();
  });
});
