import { useCallback, useEffect, useState } from 'react';
import type { ListResponse } from '../../../common/api/users';
import { ApiError } from '../../api/client';
import type { ListParams } from '../../api/security';
import { useApiErrorToast } from '../../components/useApiErrorToast';
import { addSuccessToast } from '../../store/messageToasts';
import { useAppDispatch } from '../../store/store';

/** A server-side searched and paged list; remembers a 403 so the page can say so. */
export function useAdminList<T>(
  load: (params: ListParams) => Promise<ListResponse<T>>,
  pageSize = 25,
) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [data, setData] = useState<ListResponse<T>>({ result: [], count: 0 });
  const [loading, setLoading] = useState(true);
  const [forbidden, setForbidden] = useState(false);
  const showError = useApiErrorToast();
  const dispatch = useAppDispatch();

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await load({ search, page, pageSize }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setForbidden(true);
      else showError(error);
    } finally {
      setLoading(false);
    }
  }, [load, search, page, pageSize, showError]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Runs a change, then toasts its success and reloads, or toasts its error. */
  const act = useCallback(
    async (work: Promise<unknown>, done: string): Promise<boolean> => {
      try {
        await work;
        dispatch(addSuccessToast(done));
        await reload();
        return true;
      } catch (error) {
        showError(error);
        return false;
      }
    },
    [dispatch, reload, showError],
  );

  const pagination = {
    current: page + 1,
    pageSize,
    total: data.count,
    onChange: (p: number) => setPage(p - 1),
  };

  return {
    act,
    pagination,
    data,
    loading,
    forbidden,
    page,
    setPage,
    setSearch: (text: string) => (setPage(0), setSearch(text)),
    reload,
    pageSize,
  };
}
