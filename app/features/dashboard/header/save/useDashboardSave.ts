/**
 * The main Save of edit mode: read the stored version, confirm an overwrite when someone else
 * saved since, PUT with If-Match, and offer Reload / Review / Overwrite on a 412.
 */
import { useCallback, useState } from 'react';
import type { DashboardUpdateBody } from '@common/api/dashboards';
import { DASHBOARD_MESSAGES, saveErrorMessage } from '@common/api/dashboardMessages';
import type { OverwriteDifference } from '@common/dashboard/overwriteDiff';
import { ApiError, isAbortError } from '@app/api/client';
import { getDashboardVersioned, updateDashboard } from '@app/api/dashboards';
import { addDangerToast, addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { saveFinished, saveStarted } from '../../state/dashboardSlice';
import { useDashboardDispatch, useDashboardStore } from '../../state/dashboardStore';
import { layoutReset } from '../../state/layoutSlice';
import { allowLeaving } from '../useLeaveGuard';
import {
  afterSave,
  classifySaveFailure,
  decideSave,
  reviewDecision,
  savePayloadFor,
  type StoredVersion,
} from './saveFlow';

/** The dialog the save flow has open. */
export type SaveDialog =
  | { kind: 'confirm'; differences: OverwriteDifference[]; ifMatch: string | null }
  | { kind: 'stale'; message: string }
  | null;

/** The save flow's state and actions for the header and its dialogs. */
export interface DashboardSaveFlow {
  dialog: SaveDialog;
  save: () => Promise<void>;
  /** Overwrite confirmed: PUT with the ETag of the version the user reviewed. */
  confirmOverwrite: () => Promise<void>;
  /** 412 → "Review": read the stored version again and list its differences. */
  review: () => Promise<void>;
  /** 412 → "Overwrite": read the stored version again and PUT over exactly that one. */
  overwriteStale: () => Promise<void>;
  /** 412 → "Reload": the page starts over from the stored version (edits are lost). */
  reload: () => void;
  closeDialog: () => void;
}

async function readStored(id: number): Promise<StoredVersion> {
  const { data, etag } = await getDashboardVersioned(id);
  return { record: data.result, etag };
}

/** Hook of the save flow (see the file comment). */
export function useDashboardSave(): DashboardSaveFlow {
  const store = useDashboardStore();
  const dispatch = useDashboardDispatch();
  const appDispatch = useAppDispatch();
  const [dialog, setDialog] = useState<SaveDialog>(null);

  const fail = useCallback(
    (error: unknown) => {
      dispatch(saveFinished(null));
      if (isAbortError(error)) return;
      const failure = classifySaveFailure(error);
      if (failure.kind === 'stale') setDialog(failure);
      else appDispatch(addDangerToast(failure.message));
    },
    [dispatch, appDispatch],
  );

  const put = useCallback(
    async (payload: DashboardUpdateBody, ifMatch: string | null) => {
      const { info, saved } = store.getState().dashboard;
      const layout = store.getState().layout.present;
      if (!info || !saved) return;
      dispatch(saveStarted());
      try {
        const { data, etag } = await updateDashboard(info.id, payload, ifMatch);
        const next = afterSave({
          info,
          saved,
          payload,
          etag,
          lastModifiedTime: data.last_modified_time,
        });
        dispatch(saveFinished(next));
        dispatch(layoutReset(layout));
        setDialog(null);
        appDispatch(addSuccessToast(DASHBOARD_MESSAGES.saved));
        // The address follows the slug through the page's own address hook (useDashboardLoad).
      } catch (error) {
        fail(error);
      }
    },
    [store, dispatch, appDispatch, fail],
  );

  const currentPayload = useCallback((): DashboardUpdateBody | null => {
    const { info } = store.getState().dashboard;
    return info ? savePayloadFor(info, store.getState().layout.present) : null;
  }, [store]);

  const save = useCallback(async () => {
    const { info, saved, ui } = store.getState().dashboard;
    const payload = currentPayload();
    if (!info || !saved || !payload || ui.isSaving) return;
    dispatch(saveStarted());
    let stored: StoredVersion;
    try {
      stored = await readStored(info.id);
    } catch (error) {
      dispatch(saveFinished(null));
      const message = error instanceof ApiError ? error.message : DASHBOARD_MESSAGES.unknownError;
      appDispatch(addDangerToast(saveErrorMessage(message)));
      return;
    }
    const decision = decideSave(saved, stored, payload);
    if (decision.kind === 'save') {
      await put(payload, decision.ifMatch);
    } else {
      dispatch(saveFinished(null));
      setDialog(decision);
    }
  }, [store, dispatch, appDispatch, currentPayload, put]);

  const confirmOverwrite = useCallback(async () => {
    const payload = currentPayload();
    if (!payload || dialog?.kind !== 'confirm') return;
    await put(payload, dialog.ifMatch);
  }, [currentPayload, dialog, put]);

  const refreshed = useCallback(
    async (then: (stored: StoredVersion, payload: DashboardUpdateBody) => Promise<void> | void) => {
      const { info } = store.getState().dashboard;
      const payload = currentPayload();
      if (!info || !payload) return;
      try {
        await then(await readStored(info.id), payload);
      } catch (error) {
        fail(error);
      }
    },
    [store, currentPayload, fail],
  );

  const review = useCallback(
    () => refreshed((stored, payload) => setDialog(reviewDecision(stored, payload))),
    [refreshed],
  );

  const overwriteStale = useCallback(
    () => refreshed((stored, payload) => put(payload, stored.etag)),
    [refreshed, put],
  );

  const reload = useCallback(() => {
    allowLeaving();
    window.location.reload();
  }, []);

  const closeDialog = useCallback(() => setDialog(null), []);

  return { dialog, save, confirmOverwrite, review, overwriteStale, reload, closeDialog };
}
