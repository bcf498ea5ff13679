// Marking the active tab on the server, so that a reload, here or
// in another browser, opens on it.
import * as api from '@app/api/tabState';
import type { SqlLabDispatch } from '../sqlLabReducer';
import { activeEditorId, type TabsState } from '../tabRules';
import { setLastUpdatedActiveTab } from '../tabsSlice';
import type { QueryEditor } from '../types';

/** What the marker reads and how it calls the server (through the sync's retry bookkeeping). */
export interface ActiveTabMarkerDeps {
  tabs: () => TabsState;
  /** The tabs with their pending edits applied. */
  editors: () => QueryEditor[];
  attempt: (fromTick: boolean, task: () => Promise<void>) => Promise<void>;
  dispatch: SqlLabDispatch;
}

/** The marker: `mark(false)` on state changes, `mark(true)` on the periodic tick. */
export interface ActiveTabMarker {
  mark: (fromTick: boolean) => Promise<void>;
}

/**
 * A switch of tabs is marked on the server at once, so a reload right after it opens on that
 * tab; the tick marks whatever is left (a failed call, the tab that was active on restore).
 */
export function createActiveTabMarker(deps: ActiveTabMarkerDeps): ActiveTabMarker {
  let seen: string | undefined;
  let switched = false;
  return {
    async mark(fromTick) {
      const tabs = deps.tabs();
      const id = activeEditorId(tabs);
      if (seen !== undefined && id !== seen) switched = true;
      seen = id;
      if (!fromTick && !switched) return;
      const tabViewId = deps.editors().find((e) => e.id === id)?.tabViewId;
      if (!tabViewId) return;
      if (tabViewId === tabs.lastUpdatedActiveTab) {
        switched = false;
        return;
      }
      await deps.attempt(fromTick, async () => {
        await api.activateTabState(tabViewId);
        deps.dispatch(setLastUpdatedActiveTab(tabViewId));
        switched = false;
      });
    },
  };
}
