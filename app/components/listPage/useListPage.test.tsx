// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/api/client';
import { createStore } from '@app/store/store';
import type { ListState } from './listState';
import { type ListAnswer, useListPage } from './useListPage';

type Row = { id: number };
type Filters = { search: string };
const SORT = { column: 'id', direction: 'asc' } as const;

/** A loader whose answers the test releases by hand, in any order. */
function manualLoader() {
  const pending: { state: ListState<Filters>; resolve: (a: ListAnswer<Row>) => void }[] = [];
  const load = (state: ListState<Filters>) =>
    new Promise<ListAnswer<Row>>((resolve) => pending.push({ state, resolve }));
  return { load, pending };
}

const rowsOf = (...ids: number[]) => ({ count: 40, result: ids.map((id) => ({ id })) });

function setup(load: (state: ListState<Filters>) => Promise<ListAnswer<Row>>) {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const hook = renderHook(
    () => useListPage({ load, filters: { search: '' }, sort: SORT, rowKey: (r: Row) => r.id }),
    { wrapper },
  );
  return { ...hook, store };
}

describe('useListPage', () => {
  it('shows the answer of the newest state even when an older one arrives last', async () => {
    const { load, pending } = manualLoader();
    const { result } = setup(load);
    act(() => result.current.setFilters({ search: 'new' }));
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]?.resolve(rowsOf(2)));
    await act(async () => pending[0]?.resolve(rowsOf(1)));
    expect(result.current.answer.result).toEqual([{ id: 2 }]);
    expect(result.current.loading).toBe(false);
  });

  it('keeps a selection across pages and forgets deleted rows', async () => {
    const { load, pending } = manualLoader();
    const { result } = setup(load);
    await act(async () => pending[0]?.resolve(rowsOf(1, 2)));
    act(() => result.current.selection.setPage([1, 2]));
    act(() => result.current.setPage(1));
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]?.resolve(rowsOf(3, 4)));
    act(() => result.current.selection.setPage([4]));
    expect(result.current.selection.keys).toEqual([1, 2, 4]);

    await act(async () => {
      await result.current.act(Promise.resolve(), 'Deleted', [2, 4]);
    });
    expect(result.current.selection.keys).toEqual([1]);
  });

  it('goes back a page when a delete emptied the page, and toasts the success', async () => {
    const { load, pending } = manualLoader();
    const { result, store } = setup(load);
    act(() => result.current.setPage(1));
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]?.resolve(rowsOf(26)));
    await act(async () => {
      await result.current.act(Promise.resolve(), 'Deleted: one', [26]);
    });
    await waitFor(() => expect(pending).toHaveLength(3));
    expect(pending[2]?.state.page).toBe(0);
    expect(store.getState().messageToasts.map((t) => t.text)).toEqual(['Deleted: one']);
  });

  it('reloads the same page after a change that removed nothing', async () => {
    const { load, pending } = manualLoader();
    const { result } = setup(load);
    await act(async () => pending[0]?.resolve(rowsOf(1)));
    await act(async () => {
      await result.current.act(Promise.resolve(), 'Saved');
    });
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]?.state).toEqual(pending[0]?.state);
  });

  it('remembers a 403 so the page can say the caller may not see it', async () => {
    const { result, store } = setup(() =>
      Promise.reject(new ApiError({ error: 'Forbidden', status: 403 })),
    );
    await waitFor(() => expect(result.current.forbidden).toBe(true));
    expect(store.getState().messageToasts).toEqual([]);
  });
});
