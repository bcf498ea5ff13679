// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

describe('Select', () => {
  it('gives back typed values, and undefined when cleared to the placeholder', async () => {
    const changes: (number | undefined)[] = [];
    const { rerender } = render(
      <Select<number>
        aria-label="Database"
        value={undefined}
        placeholder="Choose a database"
        allowClear
        options={[
          { value: 1, label: 'examples' },
          { value: 2, label: 'warehouse' },
        ]}
        onChange={(value) => changes.push(value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Database' });
    expect(screen.getByRole('option', { name: 'Choose a database' })).toBeTruthy();
    await userEvent.selectOptions(select, 'warehouse');
    rerender(
      <Select<number>
        aria-label="Database"
        value={2}
        allowClear
        options={[
          { value: 1, label: 'examples' },
          { value: 2, label: 'warehouse' },
        ]}
        onChange={(value) => changes.push(value)}
      />,
    );
    await userEvent.selectOptions(select, '');
    expect(changes).toEqual([2, undefined]);
  });
});
