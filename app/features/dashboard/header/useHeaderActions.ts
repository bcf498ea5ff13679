/**
 * What the header's buttons and menu do that needs the server or the browser: favourite,
 * publish, share, download, copy, delete and the properties save of view mode.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_CHANGED_MESSAGE, DASHBOARD_MESSAGES } from '@common/api/dashboardMessages';
import { ApiError } from '@app/api/client';
import {
  copyDashboard,
  createDashboardPermalink,
  deleteDashboard,
  setDashboardFavorite,
  updateDashboard,
} from '@app/api/dashboards';
import { copyToClipboard } from '@app/components/copyToClipboard';
import { addDangerToast, addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { type DashboardInfo, infoChanged, infoSaved, setStarred } from '../state/dashboardSlice';
import { useDashboardDispatch, useDashboardStore } from '../state/dashboardStore';
import { canvasBlob, dashboardCanvas, downloadName, saveBlob } from './download/dashboardImage';
import { imagePdf } from './download/imagePdf';
import { dashboardPath, savePayloadFor } from './save/saveFlow';

// URL parameters a permalink carries in its own fields (or must not carry).
const NOT_IN_PERMALINK = new Set(['edit', 'native_filters', 'native_filters_key', 'permalink_key']);

/** The message of a failed call, with the spec's texts for 403 and 412. */
export function writeFailureMessage(error: unknown, forbidden: string): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return forbidden;
    if (error.status === 412) return `${DASHBOARD_CHANGED_MESSAGE}. Reload the page to see it.`;
    return error.message;
  }
  return DASHBOARD_MESSAGES.unknownError;
}

/** The header's actions (see the file comment). */
export function useHeaderActions() {
  const store = useDashboardStore();
  const dispatch = useDashboardDispatch();
  const appDispatch = useAppDispatch();
  const navigate = useNavigate();
  const current = useCallback(() => {
    const { info, saved, ui } = store.getState().dashboard;
    if (!info || !saved) throw new Error('The dashboard is not loaded.');
    return { info, saved, ui };
  }, [store]);

  const toggleStar = useCallback(async () => {
    const { info, ui } = current();
    const starred = !ui.isStarred;
    dispatch(setStarred(starred));
    try {
      await setDashboardFavorite(info.id, starred);
    } catch (error) {
      dispatch(setStarred(!starred));
      appDispatch(
        addDangerToast(
          `There was an issue ${starred ? 'favoriting' : 'unfavoriting'} this dashboard: ${writeFailureMessage(error, DASHBOARD_MESSAGES.noPublishPermission)}`,
        ),
      );
    }
  }, [current, dispatch, appDispatch]);

  const togglePublished = useCallback(async () => {
    const { info, saved } = current();
    if (!info.permissions.can_edit) {
      appDispatch(addDangerToast(DASHBOARD_MESSAGES.noPublishPermission));
      return;
    }
    const published = !info.published;
    try {
      const { etag } = await updateDashboard(info.id, { published }, info.etag);
      const record = { ...saved.record, published, status: published ? 'published' : 'draft' };
      dispatch(infoSaved({ changes: { published, etag }, record: record as typeof saved.record }));
      appDispatch(
        addSuccessToast(published ? DASHBOARD_MESSAGES.published : DASHBOARD_MESSAGES.hidden),
      );
    } catch (error) {
      appDispatch(
        addDangerToast(writeFailureMessage(error, DASHBOARD_MESSAGES.noPublishPermission)),
      );
    }
  }, [current, dispatch, appDispatch]);

  const permalink = useCallback(async () => {
    const { info, ui } = current();
    const urlParams = [...new URLSearchParams(window.location.search)].filter(
      ([key]) => !NOT_IN_PERMALINK.has(key),
    );
    const { url } = await createDashboardPermalink(info.id, {
      dataMask: Object.fromEntries(
        Object.entries(store.getState().dataMask.applied).map(([id, mask]) => [
          id,
          {
            id: mask.id,
            extraFormData: mask.extraFormData,
            filterState: mask.filterState,
            ...(mask.ownState ? { ownState: mask.ownState } : {}),
          },
        ]),
      ),
      activeTabs: ui.activeTabs,
      anchor: window.location.hash.slice(1) || null,
      urlParams,
    });
    return url;
  }, [current, store]);

  const copyPermalink = useCallback(async () => {
    try {
      const url = await permalink();
      if (await copyToClipboard(url)) appDispatch(addSuccessToast('Copied to clipboard!'));
      else appDispatch(addDangerToast(`Sorry, your browser does not support copying: ${url}`));
    } catch (error) {
      appDispatch(addDangerToast(writeFailureMessage(error, 'You may not share this dashboard.')));
    }
  }, [permalink, appDispatch]);

  const emailPermalink = useCallback(async () => {
    try {
      const url = await permalink();
      const { info } = current();
      const subject = encodeURIComponent(info.title);
      const body = encodeURIComponent(`Check out this dashboard: ${url}`);
      window.location.href = `mailto:?subject=${subject}&body=${body}`;
    } catch (error) {
      appDispatch(addDangerToast(writeFailureMessage(error, 'You may not share this dashboard.')));
    }
  }, [permalink, current, appDispatch]);

  const download = useCallback(
    async (kind: 'image' | 'pdf') => {
      const root = document.querySelector<HTMLElement>('[data-test="dashboard-grid"]');
      const { info } = current();
      try {
        if (!root) throw new Error('The dashboard is not shown yet.');
        const canvas = dashboardCanvas(root);
        if (kind === 'image') {
          saveBlob(await canvasBlob(canvas, 'image/png'), downloadName(info.title, 'png'));
          return;
        }
        const jpeg = new Uint8Array(await (await canvasBlob(canvas, 'image/jpeg')).arrayBuffer());
        const box = root.getBoundingClientRect();
        const pdf = imagePdf(jpeg, {
          width: box.width,
          height: box.height,
          pixelWidth: canvas.width,
          pixelHeight: canvas.height,
        });
        saveBlob(new Blob([pdf], { type: 'application/pdf' }), downloadName(info.title, 'pdf'));
      } catch (error) {
        appDispatch(
          addDangerToast(
            `Sorry, something went wrong while downloading: ${error instanceof Error ? error.message : ''}`,
          ),
        );
      }
    },
    [current, appDispatch],
  );

  /** Save as: the copy gets the dashboard as shown now (layout and metadata included). */
  const saveAs = useCallback(
    async (title: string, duplicateSlices: boolean) => {
      const { info } = current();
      const payload = savePayloadFor(info, store.getState().layout.present);
      const { result } = await copyDashboard(info.id, {
        dashboard_title: title,
        css: info.css,
        json_metadata: payload.json_metadata ?? '{}',
        duplicate_slices: duplicateSlices,
      });
      navigate(dashboardPath(result.id, null));
    },
    [current, store, navigate],
  );

  const remove = useCallback(async () => {
    const { info } = current();
    try {
      await deleteDashboard(info.id);
    } catch (error) {
      throw new Error(
        writeFailureMessage(error, 'You do not have permission to delete this dashboard.'),
        { cause: error },
      );
    }
    appDispatch(addSuccessToast(`Deleted: ${info.title}.`));
    navigate('/dashboard/list/');
  }, [current, appDispatch, navigate]);

  /** Properties: in edit mode they wait for Save; in view mode they are saved at once. */
  const submitProperties = useCallback(
    async (changes: Partial<DashboardInfo>) => {
      const { info, saved, ui } = current();
      if (ui.editMode) {
        dispatch(infoChanged(changes));
        return;
      }
      const next = { ...info, ...changes };
      const {
        css: _css,
        position_json: _layout,
        ...body
      } = savePayloadFor(next, store.getState().layout.present);
      try {
        const { data, etag } = await updateDashboard(info.id, body, info.etag);
        const record = {
          ...saved.record,
          dashboard_title: body.dashboard_title ?? saved.record.dashboard_title,
          slug: body.slug ?? null,
          owners: next.owners,
          roles: next.roles,
          certified_by: body.certified_by ?? null,
          certification_details: body.certification_details ?? null,
          json_metadata: body.json_metadata ?? saved.record.json_metadata,
          url: dashboardPath(info.id, body.slug),
        };
        dispatch(
          infoSaved({
            changes: {
              ...changes,
              title: record.dashboard_title,
              slug: record.slug,
              url: record.url,
              etag,
              lastModifiedTime: data.last_modified_time,
            },
            record,
          }),
        );
        appDispatch(addSuccessToast('The dashboard has been saved'));
      } catch (error) {
        throw new Error(writeFailureMessage(error, DASHBOARD_MESSAGES.noEditPermission), {
          cause: error,
        });
      }
    },
    [current, dispatch, store, appDispatch],
  );

  return {
    toggleStar,
    togglePublished,
    copyPermalink,
    emailPermalink,
    download,
    saveAs,
    remove,
    submitProperties,
  };
}
