import { SESSION_TIMED_OUT_MESSAGE } from '@common/errors/normalizeError';
import { safeNext } from './safeNext';

/** How long the session-timed-out message shows before the sign-in page replaces the page. */
export const SIGN_IN_DELAY_MS = 3000;

type Show = (message: string) => void;

let show: Show | undefined;
let leaving = false;

/** Who shows the session-timed-out message (the app's toasts); answers the unsubscribe. */
export function onSessionExpired(listener: Show): () => void {
  show = listener;
  return () => {
    if (show === listener) show = undefined;
  };
}

// On the sign-in page already (just signed out), a late 401 must not reload it.
const onSignInPage = () => window.location.pathname.startsWith('/login');

/** Goes to the sign-in page, which leads back here once signed in. */
export function goToSignIn(): void {
  if (onSignInPage()) return;
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/login/?next=${encodeURIComponent(safeNext(here))}`);
}

/**
 * A call found the session gone (401): says so once, then goes to the
 * sign-in page; calls failing meanwhile add nothing.
 */
export function sessionExpired(): void {
  if (leaving || onSignInPage()) return;
  leaving = true;
  if (!show) {
    goToSignIn();
    return;
  }
  show(SESSION_TIMED_OUT_MESSAGE);
  setTimeout(goToSignIn, SIGN_IN_DELAY_MS);
}

/** Forgets that the page is leaving (for tests). */
export function resetSessionExpiry(): void {
  leaving = false;
}
