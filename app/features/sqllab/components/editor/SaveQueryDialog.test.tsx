// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/api/client';
import * as savedQueries from '@app/api/savedQueries';
import * as tabState from '@app/api/tabState';
import { addQueryEditor, selectQueryEditor } from '@app/features/sqllab/state';
import { anEditor, createSqlLabTestStore } from '@app/features/sqllab/state/testStore';
import { SaveQueryDialog } from './SaveQueryDialog';

vi.mock('@app/api/tabState', () => ({ updateTabState: vi.fn() }));
vi.mock('@app/api/savedQueries', () => ({
  createSavedQuery: vi.fn(),
  updateSavedQuery: vi.fn(),
  getSavedQuery: vi.fn(),
}));

const saved = (id: number, label: string) =>
  ({ id, label, description: '' }) as Awaited<ReturnType<typeof savedQueries.createSavedQuery>>;
const failure = () => new ApiError({ error: 'Database error', status: 500 });

function setup(remoteId: number | null, tabViewId?: string) {
  const store = createSqlLabTestStore();
  store.dispatch(
    addQueryEditor(anEditor({ dbId: 1, schema: 'main', remoteId, sql: 'SELECT 2', tabViewId })),
  );
  const onClose = vi.fn();
  const editor = selectQueryEditor(store.getState(), 'tab1');
  if (!editor) throw new Error('no tab');
  render(
    <Provider store={store}>
      <SaveQueryDialog editor={editor} onClose={onClose} />
    </Provider>,
  );
  const toasts = () => store.getState().messageToasts.map((t) => t.text);
  return { store, onClose, toasts };
}

describe('SaveQueryDialog', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(cleanup);

  it('saves a new query with POST; the tab takes its id and name', async () => {
    vi.mocked(savedQueries.createSavedQuery).mockResolvedValue(saved(7, 'Airports'));
    const { store, onClose, toasts } = setup(null);
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Airports');
    await userEvent.type(screen.getByLabelText('Description'), 'All of them');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(savedQueries.createSavedQuery).toHaveBeenCalledWith({
      label: 'Airports',
      description: 'All of them',
      db_id: 1,
      catalog: null,
      schema: 'main',
      sql: 'SELECT 2',
      template_parameters: null,
    });
    expect(savedQueries.updateSavedQuery).not.toHaveBeenCalled();
    expect(selectQueryEditor(store.getState(), 'tab1')).toMatchObject({
      remoteId: 7,
      name: 'Airports',
    });
    expect(toasts()).toContain('Your query was saved.');
  });

  it('updates the linked saved query with PUT, keeping its description', async () => {
    vi.mocked(savedQueries.getSavedQuery).mockResolvedValue({
      ...saved(7, 'Untitled Query 1'),
      description: 'Kept',
    });
    vi.mocked(savedQueries.updateSavedQuery).mockResolvedValue(saved(7, 'Renamed'));
    const { store, onClose, toasts } = setup(7);
    const name = await screen.findByLabelText('Name');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Kept');
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(savedQueries.updateSavedQuery).toHaveBeenCalledWith(
      7,
      expect.objectContaining({ label: 'Renamed', description: 'Kept' }),
    );
    expect(savedQueries.createSavedQuery).not.toHaveBeenCalled();
    expect(selectQueryEditor(store.getState(), 'tab1')?.name).toBe('Renamed');
    expect(toasts()).toContain('Your query was updated.');
  });

  it('keeps the dialog and the input when saving fails', async () => {
    vi.mocked(savedQueries.createSavedQuery).mockRejectedValue(failure());
    const { store, onClose, toasts } = setup(null);
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Your query could not be saved.'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Mine');
    expect(selectQueryEditor(store.getState(), 'tab1')?.remoteId).toBeNull();
    expect(toasts()).toContain('Your query could not be saved.');
  });

  it('says an update failed as an update', async () => {
    vi.mocked(savedQueries.getSavedQuery).mockResolvedValue(saved(7, 'Q'));
    vi.mocked(savedQueries.updateSavedQuery).mockRejectedValue(failure());
    const { toasts } = setup(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await screen.findByRole('alert');
    expect(toasts()).toContain('Your query could not be updated.');
  });

  it('links the stored tab to the new saved query, and says when that link failed', async () => {
    vi.mocked(savedQueries.createSavedQuery).mockResolvedValue(saved(8, 'Linked'));
    vi.mocked(tabState.updateTabState).mockResolvedValueOnce(undefined);
    const first = setup(null, '41');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    expect(tabState.updateTabState).toHaveBeenCalledWith('41', {
      saved_query_id: 8,
      label: 'Linked',
      sql: 'SELECT 2',
    });
    expect(first.toasts()).toContain('Your query was saved.');
    cleanup();

    vi.mocked(tabState.updateTabState).mockRejectedValueOnce(failure());
    const second = setup(null, '42');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(second.onClose).toHaveBeenCalled());
    expect(second.toasts()).toEqual(['Your query was not properly saved.']);
    // The saved query exists: the tab is linked to it here, and the sync will carry the link.
    expect(selectQueryEditor(second.store.getState(), 'tab1')).toMatchObject({ remoteId: 8 });
  });
});
