import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { REQUESTED_QUERY_ELEMENT_ID } from '@common/constants/sqlLab';
import { useSqlLabDispatch, useSqlLabSelector } from './state';

/** A query posted to /sqllab/ by a form comes in a data block of the page: taken once. */
function takePostedQuery(): unknown {
  const element = document.getElementById(REQUESTED_QUERY_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return { requestedQuery: null };
  }
}

/**
 * Opens what the page was opened with (`/sqllab/p/:key`, `?savedQueryId=`, `?queryId=`,
 * `?sql=&dbid=`, route state `{requestedQuery}`, a form post) in a new tab once the tabs are restored, then
 * takes it out of the URL so a reload does not open it again. Call once from the SQL Lab page.
 */
export function useRequestedQuery(): void {
  const dispatch = useSqlLabDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const { key } = useParams();
  // The tab must be added after the restore, which replaces the tabs.
  const restored = useSqlLabSelector((state) => state.sqlLab.persistence.restored);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!restored || handled.current === location.key) return;
    handled.current = location.key;
    const posted = takePostedQuery();
    if (!key && !location.search && location.state == null && posted === undefined) return;
    // Reading and opening a request are only needed when the page was opened with something.
    void Promise.all([
      import('./parseRequestedQuery'),
      import('./state/thunks/openRequestedQuery'),
    ]).then(([{ parseRequestedQuery }, { openRequestedQuery }]) => {
      const parsed = parseRequestedQuery({
        search: location.search,
        state: posted ?? location.state,
        permalinkKey: key,
      });
      if (!parsed) return;
      void navigate(
        { pathname: '/sqllab/', search: parsed.remainingSearch, hash: location.hash },
        { replace: true, state: null },
      );
      void dispatch(openRequestedQuery(parsed.request));
    });
  }, [dispatch, navigate, restored, key, location]);
}
