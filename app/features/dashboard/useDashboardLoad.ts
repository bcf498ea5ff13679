/**
 * Loads a dashboard page: the dashboard (with its ETag), its charts and datasets in parallel
 * (a permalink first names the dashboard and the state to restore), then fills the page store.
 * The address becomes the dashboard's slug (spec §2), now and after a save renames it.
 */
import { useEffect, useState } from 'react';
import type { DashboardPermalinkBody } from '@common/api/dashboards';
import { parseLayout } from '@common/dashboard/layoutParse';
import type { DashboardLayout } from '@common/dashboard/layoutTypes';
import { ApiError, isAbortError } from '@app/api/client';
import { dashboardFavoriteStatus, getDashboardPermalink } from '@app/api/dashboards';
import { rememberDashboardNames } from './dashboardAliases';
import { takeDashboardParts } from './dashboardPrefetch';
import { initialDataMasks } from './nativeFilters/initialDataMasks';
import { chartsLoaded, datasetsLoaded, refreshCharts } from './state/chartsSlice';
import {
  dashboardFailed,
  dashboardLoaded,
  infoFromRecord,
  setStarred,
} from './state/dashboardSlice';
import { useDashboardDispatch, useDashboardSelector } from './state/dashboardStore';
import { dataMasksInitialised } from './state/dataMaskSlice';
import { layoutReset } from './state/layoutSlice';
import { dashboardAddress, editModeAllowed, parseDashboardUrl } from './urlParams';

/** Which dashboard the route names. */
export type DashboardRouteTarget = { idOrSlug: string } | { permalinkKey: string };

/** Why the page could not load: 403/404 get the app's error page, others a message. */
export interface DashboardLoadError {
  status: number | null;
  message: string;
}

/** Ids from the root to a layout component (tabs on the way are made active). */
export function pathToComponent(layout: DashboardLayout, id: string): string[] {
  const item = layout[id];
  return item ? [...(item.parents ?? []), id] : [];
}

/** The query a page opened from a permalink starts with: the link's URL params, then the address's. */
function searchWithPermalink(search: string, state: DashboardPermalinkBody | null): string {
  if (!state?.urlParams?.length) return search;
  const merged = new URLSearchParams(state.urlParams);
  for (const [key, value] of new URLSearchParams(search)) merged.set(key, value);
  return `?${merged.toString()}`;
}

const failureOf = (error: unknown): DashboardLoadError => ({
  status: error instanceof ApiError ? (error.status ?? null) : null,
  message: error instanceof Error && error.message ? error.message : 'An error occurred',
});

/** Loads the dashboard into the page store; answers the failure, if any. */
export function useDashboardLoad(
  target: DashboardRouteTarget,
  pageKey: string,
): DashboardLoadError | null {
  const dispatch = useDashboardDispatch();
  const [failure, setFailure] = useState<DashboardLoadError | null>(null);
  const permalinkKey = 'permalinkKey' in target ? target.permalinkKey : null;
  const idOrSlug = 'idOrSlug' in target ? target.idOrSlug : null;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const load = async () => {
      const permalink = permalinkKey ? await getDashboardPermalink(permalinkKey) : null;
      const target = permalink ? permalink.dashboardId : (idOrSlug ?? '');
      const state = permalink?.state ?? null;
      const url = parseDashboardUrl(
        searchWithPermalink(window.location.search, state),
        state?.anchor ? `#${state.anchor}` : window.location.hash,
      );
      const [dashboard, charts, datasets] = await takeDashboardParts(target, signal);
      if (signal.aborted) return;
      const record = dashboard.data.result;
      if (!permalink) rememberDashboardNames(pageKey, [idOrSlug, record.id, record.slug]);
      const info = infoFromRecord(record, dashboard.etag, dashboard.data.permissions);
      const layout = parseLayout(record.position_json, charts.result, record.dashboard_title);
      const anchor =
        url.anchor ??
        (url.focusedChartId !== null
          ? Object.values(layout).find(
              (item) => item.type === 'CHART' && item.meta.chartId === url.focusedChartId,
            )?.id
          : undefined);
      const directPath = anchor ? pathToComponent(layout, anchor) : [];
      const pathTabs = directPath.filter((id) => layout[id]?.type === 'TAB');
      dispatch(chartsLoaded(charts.result));
      dispatch(datasetsLoaded(datasets.result));
      dispatch(layoutReset(layout));
      dispatch(
        dataMasksInitialised(
          initialDataMasks(info.metadata, {
            urlNativeFilters: url.nativeFilters,
            permalinkDataMask: state?.dataMask ?? null,
          }),
        ),
      );
      if (url.force) dispatch(refreshCharts({ ids: null, force: true }));
      dispatch(
        dashboardLoaded({
          info,
          saved: { record, etag: dashboard.etag },
          ui: {
            editMode: editModeAllowed(url, info.permissions),
            standalone: url.standalone,
            uiConfig: url.uiConfig,
            activeTabs: [...new Set([...(state?.activeTabs ?? []), ...pathTabs])],
            directPathToChild: directPath,
          },
        }),
      );
      dashboardFavoriteStatus([record.id]).then(
        (answer) => dispatch(setStarred(answer.result[0]?.value ?? false)),
        () => undefined,
      );
    };
    load().catch((error: unknown) => {
      if (isAbortError(error) || signal.aborted) return;
      const failed = failureOf(error);
      setFailure(failed);
      dispatch(dashboardFailed(failed.message));
    });
    return () => controller.abort();
  }, [dispatch, idOrSlug, permalinkKey, pageKey]);

  useSlugAddress(permalinkKey === null ? pageKey : null);
  return failure;
}

/** Keeps the address on /superset/dashboard/<slug or id>/ (not on a permalink's address). */
function useSlugAddress(pageKey: string | null): void {
  const name = useDashboardSelector((state) =>
    state.dashboard.info ? (state.dashboard.info.slug ?? state.dashboard.info.id) : null,
  );
  const editMode = useDashboardSelector((state) => state.dashboard.ui.editMode);
  useEffect(() => {
    if (pageKey === null || name === null) return;
    rememberDashboardNames(pageKey, [name]);
    const { search, hash, pathname } = window.location;
    const address = dashboardAddress(name, search, hash, editMode);
    if (address !== `${pathname}${search}${hash}`) {
      // Not through the router: the page (and its store) stays; only the address changes.
      window.history.replaceState(window.history.state, '', address);
    }
  }, [pageKey, name, editMode]);
}
