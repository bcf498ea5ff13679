// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ctasNotice } from '../south/ResultExtras';
import { CtasDialog, type CtasMethod } from './CtasDialog';

function Harness({ onRun }: { onRun: (method: CtasMethod, name: string) => void }) {
  const [open, setOpen] = useState(true);
  return open ? <CtasDialog method="TABLE" onRun={onRun} onClose={() => setOpen(false)} /> : null;
}

describe('CtasDialog', () => {
  afterEach(cleanup);

  it('asks for a table name, refuses a bad one, then runs', async () => {
    const onRun = vi.fn();
    render(<Harness onRun={onRun} />);
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
