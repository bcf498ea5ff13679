// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

const SCHEMAS = ['analytics', 'main', 'marts', 'staging'].map((name) => ({
  value: name,
  label: name,
}));

function renderSchemaSelect(value: string | undefined, changes: (string | undefined)[]) {
  return render(
    <Select<string>
      showSearch
      allowClear
      aria-label="Schema"
      placeholder="Choose a schema"
      value={value}
      options={SCHEMAS}
      onChange={(picked) => changes.push(picked)}
    />,
  );
}

describe('Select with showSearch', () => {
  it('narrows the options as one types and picks with the keyboard', async () => {
    const changes: (string | undefined)[] = [];
    renderSchemaSelect('main', changes);
    const box = screen.getByRole('combobox', { name: 'Schema' });
    expect((box as HTMLInputElement).value).toBe('main');
    await userEvent.click(box);
    const list = screen.getByRole('listbox', { name: 'Schema' });
    expect(within(list).getAllByRole('option')).toHaveLength(4);
    expect(within(list).getByRole('option', { selected: true }).textContent).toBe('main');
    await userEvent.type(box, 'ma');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['main', 'marts']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(changes).toEqual(['marts']);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('picks with the mouse, says when nothing matches, and Escape keeps the value', async () => {
    const changes: (string | undefined)[] = [];
    renderSchemaSelect(undefined, changes);
    const box = screen.getByRole('combobox', { name: 'Schema' });
    expect(box.getAttribute('placeholder')).toBe('Choose a schema');
    await userEvent.type(box, 'zzz');
    expect(screen.getByText('No data')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('option', { name: 'staging' }));
    expect(changes).toEqual(['staging']);
  });

  it('clears to undefined with its clear button', async () => {
    const changes: (string | undefined)[] = [];
    renderSchemaSelect('main', changes);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Schema' }));
    expect(changes).toEqual([undefined]);
  });
});
