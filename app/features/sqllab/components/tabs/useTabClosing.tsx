import { type ReactNode, useCallback, useState } from 'react';
import { Modal } from '../../../../components/ui/Modal';
import { useSqlLabDispatch } from '../../state/hooks';
import { closeUnlessRunning, stopAndCloseQueryEditors } from '../../state/thunks/tabs';

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

  const dialog = (
    <Modal
      title={pending && pending.ids.length > 1 ? 'Close tabs?' : 'Close tab?'}
      open={pending !== undefined}
      onClose={() => setPending(undefined)}
      okText="Stop query and close"
      onOk={() => {
        if (pending) void dispatch(stopAndCloseQueryEditors(pending.ids));
        setPending(undefined);
      }}
    >
      <p>{runningCloseMessage(pending?.names ?? [])}</p>
    </Modal>
  );
  return { close, dialog };
}
