// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ControlSpec } from '@app/charts/types';
import { testDatasource } from '../testPanel';
import { SelectWidget } from './BasicWidgets';
import { TimeRangeWidget } from './TimeRangeWidget';
import type { WidgetProps } from './widgetProps';

function Host({
  control,
  initial,
  Widget,
  changes,
}: {
  control: ControlSpec;
  initial: unknown;
  Widget: (props: WidgetProps) => React.ReactNode;
  changes: unknown[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="w">{control.label}</label>
      <Widget
        control={control}
        value={value}
        formData={{ viz_type: 'x', datasource: '7__table' }}
        datasource={testDatasource}
        inputId="w"
        disabled={false}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    </>
  );
}

describe('TimeRangeWidget', () => {
  it('picks a "Last" range and writes it on Apply', async () => {
    const changes: unknown[] = [];
    const control: ControlSpec = {
      name: 'time_range',
      type: 'TimeRangeControl',
      label: 'Time range',
    };
    render(
      <Host control={control} initial="No filter" Widget={TimeRangeWidget} changes={changes} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Time range' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit time range' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Range type'), 'Last');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Last quarter' }));
    expect(changes).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(changes).toEqual(['Last quarter']);
  });

  it('shows Advanced errors and keeps Apply disabled until the range reads', async () => {
    const changes: unknown[] = [];
    const control: ControlSpec = {
      name: 'time_range',
      type: 'TimeRangeControl',
      label: 'Time range',
    };
    render(
      <Host
        control={control}
        initial={'DATEADD(DATETIME("2024-02-01"), -31, day) : 2024-02-01'}
        Widget={TimeRangeWidget}
        changes={changes}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Time range' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit time range' });
    expect(within(dialog).getByText('2024-01-01 ≤ col < 2024-02-01')).not.toBeNull();
    const start = within(dialog).getByLabelText('START (INCLUSIVE)');
    await userEvent.clear(start);
    await userEvent.type(start, '2024-03-01');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'From date cannot be larger than to date',
    );
    expect(
      (within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('SelectWidget', () => {
  it('parses typed numbers for numeric free-form choices', async () => {
    const changes: unknown[] = [];
    const control: ControlSpec = {
      name: 'row_limit',
      type: 'SelectControl',
      label: 'Row limit',
      freeForm: true,
      choices: [
        [10, '10'],
        [100, '100'],
      ],
    };
    render(<Host control={control} initial={10} Widget={SelectWidget} changes={changes} />);
    const input = screen.getByLabelText('Row limit');
    await userEvent.clear(input);
    await userEvent.type(input, '250{Enter}');
    expect(changes).toEqual([250]);
  });

  it('multi mode: select all, paste splitting, and no values outside the choices', async () => {
    const changes: unknown[] = [];
    const control: ControlSpec = {
      name: 'cols',
      type: 'SelectControl',
      label: 'Columns',
      multi: true,
      choices: [
        ['a', 'Alpha'],
        ['b', 'Beta'],
        ['c', 'Gamma'],
      ],
    };
    render(<Host control={control} initial={[]} Widget={SelectWidget} changes={changes} />);
    const input = screen.getByLabelText('Columns');
    await userEvent.click(input);
    await userEvent.paste('Alpha;zzz\nc');
    expect(changes.at(-1)).toEqual(['a', 'c']);
    // One option left: no "Select all" (it needs more than one).
    expect(screen.queryByRole('button', { name: /Select all/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Gamma' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all (2)' }));
    expect(changes.at(-1)).toEqual(['a', 'b', 'c']);
  });
});
