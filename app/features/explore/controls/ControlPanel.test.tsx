// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FormData } from '@app/charts/types';
import { ControlPanel } from './ControlPanel';
import { EXPLORE_ITEM_MIME } from './dragItem';
import { testDatasource, testPanel } from './testPanel';
import { validateControls } from './validateControls';

function Harness({
  initial,
  changes,
}: {
  initial: Partial<FormData>;
  changes: [string, unknown][];
}) {
  const [formData, setFormData] = useState<FormData>({
    viz_type: 'bar',
    datasource: '7__table',
    ...initial,
  });
  return (
    <ControlPanel
      panel={testPanel}
      formData={formData}
      datasource={testDatasource}
      errors={validateControls(testPanel, formData)}
      onChange={(name, value) => {
        changes.push([name, value]);
        setFormData((old) => ({ ...old, [name]: value }));
      }}
    />
  );
}

const control = (name: string) =>
  document.querySelector<HTMLElement>(`[data-test="control-${name}"]`);

function dropItem(target: HTMLElement, item: { kind: string; name: string }) {
  const data: Record<string, string> = { [EXPLORE_ITEM_MIME]: JSON.stringify(item) };
  const dataTransfer = {
    types: Object.keys(data),
    getData: (type: string) => data[type] ?? '',
    dropEffect: 'none',
  };
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

async function pick(name: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

describe('ControlPanel', () => {
  it('draws data and customize tabs, shows errors on controls and hides invisible ones', async () => {
    const changes: [string, unknown][] = [];
    render(<Harness initial={{ metrics: [], show_legend: true }} changes={changes} />);
    expect(screen.getByText('Data').closest('[data-test="control-tab-data"]')).not.toBeNull();
    expect(within(control('metrics')!).getByRole('alert').textContent).toBe(
      'Metrics cannot be empty',
    );
    expect(control('x_axis')!.textContent).toContain('ds'); // defaulted to main_dttm_col
    expect(changes).toContainEqual(['x_axis', 'ds']);

    await userEvent.click(screen.getByRole('tab', { name: 'Customize' }));
    expect(control('legendOrientation')).not.toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show legend' }));
    expect(control('legendOrientation')).toBeNull();
  });

  it('adds a simple metric through the editor and edits its label', async () => {
    const changes: [string, unknown][] = [];
    render(<Harness initial={{ metrics: [] }} changes={changes} />);
    await userEvent.click(screen.getByRole('button', { name: 'Metrics' }));
    const dialog = screen.getByRole('dialog', { name: 'Add metric' });
    await pick('Column', 'delay');
    await userEvent.selectOptions(within(dialog).getByLabelText('Aggregate'), 'SUM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(changes.at(-1)?.[1]).toEqual([
      expect.objectContaining({
        expressionType: 'SIMPLE',
        aggregate: 'SUM',
        column: expect.objectContaining({ column_name: 'delay' }),
        label: 'SUM(delay)',
        hasCustomLabel: false,
      }),
    ]);
    expect(within(control('metrics')!).queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'SUM(delay)' }));
    await userEvent.type(screen.getByLabelText('Metric title'), 'Total delay');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(changes.at(-1)?.[1]).toEqual([
      expect.objectContaining({ label: 'Total delay', hasCustomLabel: true }),
    ]);
  });

  it('accepts dataset pane drops: a metric is added, a column opens the Simple tab prefilled', async () => {
    const changes: [string, unknown][] = [];
    render(<Harness initial={{ metrics: [] }} changes={changes} />);
    dropItem(control('metrics')!.querySelector('.ctl-drop')!, {
      kind: 'metric',
      name: 'avg_delay',
    });
    expect(changes.at(-1)).toEqual(['metrics', ['avg_delay']]);
    dropItem(control('metrics')!.querySelector('.ctl-drop')!, { kind: 'metric', name: 'count' });
    expect(changes.at(-1)).toEqual(['metrics', ['avg_delay', 'count']]);
    // A saved metric's chip shows its verbose name.
    expect(within(control('metrics')!).getByRole('button', { name: 'COUNT(*)' })).not.toBeNull();
    dropItem(control('groupby')!.querySelector('.ctl-drop')!, { kind: 'column', name: 'origin' });
    expect(changes.at(-1)).toEqual(['groupby', ['origin']]);
    dropItem(control('metrics')!.querySelector('.ctl-drop')!, { kind: 'column', name: 'delay' });
    const dialog = screen.getByRole('dialog', { name: 'Add metric' });
    expect(
      (within(dialog).getByRole('combobox', { name: 'Column' }) as HTMLInputElement).value,
    ).toBe('delay');
  });

  it('builds an IN filter with pasted values', async () => {
    const changes: [string, unknown][] = [];
    render(<Harness initial={{ adhoc_filters: [] }} changes={changes} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await pick('Column', 'Origin airport');
    const values = screen.getByLabelText('Values');
    await userEvent.click(values);
    await userEvent.paste('SFO, LAX;JFK');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(changes.at(-1)).toEqual([
      'adhoc_filters',
      [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'origin',
          operator: 'IN',
          comparator: ['SFO', 'LAX', 'JFK'],
          isExtra: false,
        },
      ],
    ]);
    expect(screen.getByRole('button', { name: 'origin IN (SFO, LAX, JFK)' })).not.toBeNull();
  });

  it('shows the row limit cap error', () => {
    render(<Harness initial={{ row_limit: 500000 }} changes={[]} />);
    expect(within(control('row_limit')!).getByRole('alert').textContent).toBe(
      'Value cannot exceed 100000',
    );
  });
});

describe('filter editor on a time column', () => {
  it('switches to TEMPORAL_RANGE and writes the picked range', async () => {
    const changes: [string, unknown][] = [];
    render(<Harness initial={{ adhoc_filters: [] }} changes={changes} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await pick('Column', 'ds');
    const dialog = screen.getByRole('dialog', { name: 'Add filter' });
    expect((within(dialog).getByLabelText('Operator') as HTMLSelectElement).value).toBe(
      'TEMPORAL_RANGE',
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Range type'), 'Last');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Last month' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(changes.at(-1)).toEqual([
      'adhoc_filters',
      [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'ds',
          operator: 'TEMPORAL_RANGE',
          comparator: 'Last month',
          isExtra: false,
        },
      ],
    ]);
  });
});
