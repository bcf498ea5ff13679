import { type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '../api/client';
import { goToSignIn } from '../api/sessionExpiry';
import { fetchMe, fetchMyRoles } from '../api/session';
import { useAppDispatch, useAppSelector } from '../store/store';
import { userLoaded } from '../store/user';
import { Spinner } from './ui/Spinner';

/** Loads the signed-in user once; without a session, goes to the sign-in page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const loaded = useAppSelector((state) => state.user.user !== undefined);
  const [failed, setFailed] = useState<string>();

  useEffect(() => {
    if (loaded) return;
    let cancelled = false;
    Promise.all([fetchMe(), fetchMyRoles()])
      .then(([user, roles]) => {
        if (!cancelled) dispatch(userLoaded({ user, roles }));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) {
          // Never signed in (or signing out, which goes to /login/ itself): no message.
          goToSignIn();
        } else {
          setFailed(error instanceof Error ? error.message : 'An error occurred');
        }
      });
    return () => {
      cancelled = true;
    };
  }, [dispatch, loaded]);

  if (failed) return <p role="alert">Tessera could not load your session: {failed}</p>;
  if (!loaded) return <Spinner size="large" className="tessera-page-spinner" label="Loading" />;
  return children;
}
