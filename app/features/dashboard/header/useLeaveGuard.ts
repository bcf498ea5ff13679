/**
 * Leaving with unsaved changes asks first (issue 23). The app's router is a plain
 * BrowserRouter (not a data router, whose code every page would load), so react-router's
 * useBlocker is unavailable: this is the browser's own `beforeunload` prompt (reload, close,
 * typed address, external links); links the router follows are held by useInAppLeaveGuard.
 */
import { useEffect } from 'react';
import { selectHasUnsavedChanges, useDashboardSelector } from '../state/dashboardStore';

let leaving = false;

/** Lets the next unload through without a prompt (a reload the user already confirmed). */
export function allowLeaving(): void {
  leaving = true;
}

/** Registers the `beforeunload` prompt while the dashboard has unsaved changes. */
export function useLeaveGuard(): void {
  const unsaved = useDashboardSelector(selectHasUnsavedChanges);
  useEffect(() => {
    if (!unsaved) return;
    leaving = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
}
