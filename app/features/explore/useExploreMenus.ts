import { type Dispatch, type RefObject, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ChartDataRequest, exportChartData } from '@app/api/chartData';
import { setChartStarred, updateChart } from '@app/api/charts';
import { createExplorePermalink } from '@app/api/explore';
import type { ChartPlugin } from '@app/charts/types';
import { copyToClipboard } from '@app/components/copyToClipboard';
import { addDangerToast, addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { saveFile } from '@app/components/chartData/saveFile';
import { chartFileName, chartPng } from './downloads';
import { permalinkUrlParams } from './exploreUrl';
import type { ExploreMenuAction, ShareAction } from './header/ExploreHeader';
import { chartQueryText } from './modals/ViewQueryModal';
import { sliceFromRecord } from './save/sliceFromRecord';
import type { ExploreAction, ExploreState } from './state/exploreState';

/** Spec §8 copy messages. */
export const COPIED_MESSAGE = 'Copied to clipboard!';
export const COPY_UNSUPPORTED_MESSAGE =
  'Sorry, your browser does not support copying. Use Ctrl / Cmd + C!';
const STAR_FAILED_MESSAGE = 'An error occurred while starring this chart';

/** Which of the header's modals is open. */
export type ExploreModal =
  'save' | 'properties' | 'view-query' | 'embed-code' | 'drill-to-detail' | null;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'An error occurred';

/** The header's handlers: rename, star, share, the "..." menu, and which modal is open. */
export function useExploreMenus(
  state: ExploreState,
  dispatch: Dispatch<ExploreAction>,
  plugin: ChartPlugin | null,
  chartRef: RefObject<HTMLDivElement | null>,
) {
  const appDispatch = useAppDispatch();
  const navigate = useNavigate();
  const [modal, setModal] = useState<ExploreModal>(null);
  const sliceId = state.slice?.slice_id ?? null;

  const onCopied = useCallback(
    (ok: boolean) =>
      appDispatch(ok ? addSuccessToast(COPIED_MESSAGE) : addDangerToast(COPY_UNSUPPORTED_MESSAGE)),
    [appDispatch],
  );
  const fail = useCallback(
    (error: unknown) => appDispatch(addDangerToast(messageOf(error))),
    [appDispatch],
  );
  const queryContext = useCallback((): ChartDataRequest | null => {
    try {
      return plugin ? plugin.buildQuery(state.formData) : null;
    } catch {
      return null;
    }
  }, [plugin, state.formData]);
  const createPermalink = useCallback(
    () => createExplorePermalink(state.formData, permalinkUrlParams(window.location.search)),
    [state.formData],
  );

  const onRename = (name: string) => {
    if (!state.slice || !state.canOverwrite) {
      dispatch({ type: 'sliceNameChanged', name });
      return;
    }
    const id = state.slice.slice_id;
    dispatch({ type: 'sliceNameChanged', name });
    updateChart(id, { slice_name: name }).then(
      (answer) =>
        dispatch({ type: 'saved', slice: sliceFromRecord(answer.result), canOverwrite: true }),
      (error: unknown) => {
        dispatch({ type: 'sliceNameChanged', name: state.slice?.slice_name ?? '' });
        fail(error);
      },
    );
  };

  const onToggleStar = () => {
    if (sliceId === null) return;
    const next = !state.isStarred;
    dispatch({ type: 'starChanged', isStarred: next });
    setChartStarred(sliceId, next).catch(() => {
      dispatch({ type: 'starChanged', isStarred: !next });
      appDispatch(addDangerToast(STAR_FAILED_MESSAGE));
    });
  };

  const onShare = (action: ShareAction) => {
    if (action === 'embed-code') {
      setModal('embed-code');
      return;
    }
    createPermalink()
      .then((url) => copyToClipboard(url))
      .then(onCopied, fail);
  };

  const download = async (format: 'csv' | 'xlsx') => {
    const context = queryContext();
    if (!context) return;
    const blob = await exportChartData(context, format, { sliceId });
    saveFile(blob, chartFileName(state.sliceName, format));
  };

  const onMenu = (action: ExploreMenuAction) => {
    switch (action) {
      case 'properties':
      case 'view-query':
      case 'drill-to-detail':
        setModal(action);
        return;
      case 'run-in-sqllab': {
        const context = queryContext();
        const database = state.datasource?.database;
        if (!context || !database) return;
        chartQueryText(context).then(
          (sql) =>
            navigate('/sqllab/', {
              state: {
                requestedQuery: {
                  sql,
                  dbId: database.id,
                  schema: state.datasource?.schema ?? undefined,
                  name: state.sliceName || 'Explore query',
                },
              },
            }),
          fail,
        );
        return;
      }
      case 'download-png': {
        const box = chartRef.current;
        if (!box) return;
        chartPng(box).then((blob) => {
          if (blob) saveFile(blob, chartFileName(state.sliceName, 'png'));
          else appDispatch(addDangerToast('This chart cannot be downloaded as an image'));
        }, fail);
        return;
      }
      case 'download-csv':
      case 'download-xlsx':
        download(action === 'download-csv' ? 'csv' : 'xlsx').catch(fail);
        return;
    }
  };

  return {
    modal,
    setModal,
    onCopied,
    queryContext,
    createPermalink,
    onRename,
    onToggleStar,
    onShare,
    onMenu,
  };
}
