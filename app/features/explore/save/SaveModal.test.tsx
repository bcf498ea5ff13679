// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SaveModal, type SaveModalProps } from './SaveModal';

const dashboards = [
  { id: 1, dashboard_title: 'Sales' },
  { id: 2, dashboard_title: 'Ops' },
];

function renderModal(overrides: Partial<SaveModalProps> = {}) {
  const onSave = vi.fn<SaveModalProps['onSave']>(() => Promise.resolve());
  const props: SaveModalProps = {
    open: true,
    onClose: vi.fn(),
    slice: { slice_id: 5, slice_name: 'Revenue' },
    sliceName: 'Revenue',
    canOverwrite: true,
    userName: 'alice',
    loadDashboards: () => Promise.resolve(dashboards),
    onSave,
    ...overrides,
  };
  render(<SaveModal {...props} />);
  return { onSave };
}

const byTest = (id: string) => document.querySelector<HTMLElement>(`[data-test="${id}"]`);

describe('SaveModal', () => {
  it('overwrites an owned chart by default and saves with the typed name', async () => {
    const user = userEvent.setup();
    const { onSave } = renderModal();
    expect(byTest('save-modal-overwrite')).toHaveProperty('checked', true);
    const name = byTest('save-modal-name') as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Revenue v2');
    await user.click(byTest('save-modal-save') as HTMLElement);
    expect(onSave).toHaveBeenCalledWith(
      { action: 'overwrite', sliceName: 'Revenue v2', dashboard: { kind: 'none' } },
      false,
    );
  });

  it('offers no overwrite to a user who may not overwrite', () => {
    renderModal({ canOverwrite: false });
    expect(byTest('save-modal-overwrite')).toHaveProperty('disabled', true);
    expect(byTest('save-modal-new')).toHaveProperty('checked', true);
  });

  it('adds to an existing dashboard by title, or creates one for a new title', async () => {
    const user = userEvent.setup();
    const { onSave } = renderModal({ slice: null, sliceName: '' });
    await user.type(byTest('save-modal-name') as HTMLElement, 'New chart');
    const dashboard = byTest('save-modal-dashboard') as HTMLInputElement;
    await waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2));
    await user.type(dashboard, 'Sales');
    await user.click(byTest('save-modal-save-and-go') as HTMLElement);
    expect(onSave).toHaveBeenLastCalledWith(
      {
        action: 'saveas',
        sliceName: 'New chart',
        dashboard: { kind: 'existing', id: 1, title: 'Sales' },
      },
      true,
    );
    await user.type(dashboard, ' 2025');
    expect(screen.getByText('A new dashboard "Sales 2025" will be created')).toBeTruthy();
    await user.click(byTest('save-modal-save') as HTMLElement);
    expect(onSave).toHaveBeenLastCalledWith(
      { action: 'saveas', sliceName: 'New chart', dashboard: { kind: 'new', title: 'Sales 2025' } },
      false,
    );
  });

  it('cannot save without a name, nor go to a dashboard without one', () => {
    renderModal({ slice: null, sliceName: '' });
    expect(byTest('save-modal-save')).toHaveProperty('disabled', true);
    expect(byTest('save-modal-save-and-go')).toHaveProperty('disabled', true);
  });

  it('shows the save failure in the modal and the dashboard list failure', async () => {
    const user = userEvent.setup();
    renderModal({
      loadDashboards: () => Promise.reject(new Error('500')),
      onSave: () => Promise.reject(new Error('Sorry, there was an error saving this chart: boom')),
    });
    expect(await screen.findByText('fetching dashboards failed for alice')).toBeTruthy();
    await user.click(byTest('save-modal-save') as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sorry, there was an error saving this chart: boom',
    );
  });
});
