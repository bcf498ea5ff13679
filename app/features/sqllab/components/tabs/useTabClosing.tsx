import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useSqlLabDispatch } from '@app/features/sqllab/state/hooks';
import {
  closeUnlessRunning,
  stopAndCloseQueryEditors,
} from '@app/features/sqllab/state/thunks/tabs';

// The confirmation is rare: the dialog's code loads when it first opens, off SQL Lab's first load.
const Modal = lazy(() => import('@app/components/ui/Modal').then((m) => ({ default: m.Modal })));

/** The confirmation's text for tabs whose queries are running. */
export function runningCloseMessage(names: readonly string[]): string {
  if (names.length === 1)
    return `A query is running in "${names[0]}". Closing the tab stops the query.`;
  return `Queries are running in ${names.length} of the tabs to close. Closing them stops the queries.`;
}

/**
 * Closing tabs: at once when none of them runs a query, else after a confirmation, which
 * stops the running queries before the tabs close. Answers the close function and the dialog.
 */
export function useTabClosing(): { close: (ids: readonly string[]) => void; dialog: ReactNode } {
  const dispatch = useSqlLabDispatch();
  const [pending, setPending] = useState<{ ids: readonly string[]; names: string[] }>();

  const close = useCallback(
    (ids: readonly string[]) => {
      const names = dispatch(closeUnlessRunning(ids));
      if (names.length) setPending({ ids, names });
    },
    [dispatch],
  );

  const dialog = pending && (
    <Suspense fallback={null}>
      <Modal
        title={pending.ids.length > 1 ? 'Close tabs?' : 'Close tab?'}
        open
        onClose={() => setPending(undefined)}
        okText="Stop query and close"
        onOk={() => {
          void dispatch(stopAndCloseQueryEditors(pending.ids));
          setPending(undefined);
        }}
      >
        <p>{runningCloseMessage(pending.names)}</p>
      </Modal>
    </Suspense>
  );
  return { close, dialog };
}
