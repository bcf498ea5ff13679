import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isAbortError } from '@app/api/client';
import { addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { useApiErrorToast } from '../useApiErrorToast';
import { withoutKeys, withPageSelection } from './listSelection';
import {
  initialListState,
  type ListSort,
  type ListState,
  pageAfterRemoval,
  withFilters,
  withPage,
  withSort,
} from './listState';

/** One page of rows and how many match in all, as Superset's list endpoints answer. */
export type ListAnswer<T> = { count: number; result: T[] };

/** What a list page tells the kit. */
export type ListPageOptions<T, F> = {
  /**
   * Loads one page for a state; keep it stable (module level or memoised). The signal aborts
   * when a newer state replaces this one or the page closes.
   */
  load: (state: ListState<F>, signal: AbortSignal) => Promise<ListAnswer<T>>;
  filters: F;
  sort: ListSort;
  /** A row's id: the key of the table row and of the bulk selection. */
  rowKey: (row: T) => number;
  pageSize?: number;
};

/** The whole state of a list page: its request, answer, selection and actions. */
export type ListPage<T, F> = ReturnType<typeof useListPage<T, F>>;

/**
 * A server-side filtered, ordered and paged list: loads on every change (a slower answer to an
 * older state never overwrites a newer one), keeps a bulk selection across pages, and remembers
 * a 403 so the page can say the caller may not see it.
 */
export function useListPage<T, F>({
  load,
  filters,
  sort,
  rowKey,
  pageSize,
}: ListPageOptions<T, F>) {
  const [state, setState] = useState(() => initialListState(filters, sort, pageSize));
  const [answer, setAnswer] = useState<ListAnswer<T>>({ count: 0, result: [] });
  const [loading, setLoading] = useState(true);
  const [forbidden, setForbidden] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [version, setVersion] = useState(0);
  const showError = useApiErrorToast();
  const dispatch = useAppDispatch();
  const defaultSort = useRef(sort).current;

  useEffect(() => {
    let current = true;
    const controller = new AbortController();
    setLoading(true);
    load(state, controller.signal)
      .then((next) => current && setAnswer(next))
      .catch((error: unknown) => {
        // A loader that ignores the signal may still answer late: `current` drops that too.
        if (!current || isAbortError(error)) return;
        if (error instanceof ApiError && error.status === 403) setForbidden(true);
        else showError(error);
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
      controller.abort();
    };
  }, [load, state, version, showError]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const pageKeys = answer.result.map(rowKey);
  // `act` reads the page as it is when a change ends, not as it was when the row rendered.
  const latest = useRef({ page: state.page, pageKeys });
  latest.current = { page: state.page, pageKeys };

  /** Runs a change; on success toasts `done` and reloads (forgetting `gone` rows), else toasts the error. */
  const act = useCallback(
    async (work: Promise<unknown>, done: string, gone: number[] = []): Promise<boolean> => {
      try {
        await work;
      } catch (error) {
        showError(error);
        return false;
      }
      dispatch(addSuccessToast(done));
      setSelected((keys) => withoutKeys(keys, gone));
      const { page, pageKeys: keys } = latest.current;
      const next = pageAfterRemoval(page, keys, gone);
      if (next !== page) setState((s) => withPage(s, next));
      else reload();
      return true;
    },
    [dispatch, reload, showError],
  );

  return {
    state,
    answer,
    loading,
    forbidden,
    reload,
    act,
    setFilters: (change: Partial<F>) => setState((s) => withFilters(s, change)),
    setSort: (next: ListSort | null) => setState((s) => withSort(s, next, defaultSort)),
    setPage: (page: number) => setState((s) => withPage(s, page)),
    selection: {
      keys: selected,
      setPage: (picked: number[]) =>
        setSelected((keys) => withPageSelection(keys, pageKeys, picked)),
      clear: () => setSelected([]),
    },
    rowKey,
  };
}
