import { useEffect, useState } from 'react';
import { recentActivity } from '@app/api/log';
import { searchQueryHistory } from '@app/api/queries';
import { listSavedQueries } from '@app/api/savedQueries';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import {
  RECENTS_SHOWN,
  ranEntries,
  ranRequest,
  type RecentEntry,
  savedEntries,
  savedRequest,
  viewedEntries,
} from './recentItems';

/** The three Recents lists; undefined while loading. */
export type Recents = {
  viewed?: RecentEntry[];
  ran?: RecentEntry[];
  saved?: RecentEntry[];
};

/** Loads what the user viewed, ran and saved; a failed list shows empty, with a toast. */
export function useRecents(userId: number | undefined): Recents {
  const [recents, setRecents] = useState<Recents>({});
  const showError = useApiErrorToast();

  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    const fill = <T>(key: keyof Recents, work: Promise<T>, entries: (answer: T) => RecentEntry[]) =>
      work.then(
        (answer) => current && setRecents((r) => ({ ...r, [key]: entries(answer) })),
        (error: unknown) => {
          if (!current) return;
          setRecents((r) => ({ ...r, [key]: [] }));
          showError(error);
        },
      );
    void fill('viewed', recentActivity(RECENTS_SHOWN), viewedEntries);
    void fill('ran', searchQueryHistory(ranRequest(userId)), (a) =>
      ranEntries(a.result, Date.now()),
    );
    void fill('saved', listSavedQueries(savedRequest(userId)), (a) => savedEntries(a.result));
    return () => {
      current = false;
    };
  }, [userId, showError]);

  return recents;
}
