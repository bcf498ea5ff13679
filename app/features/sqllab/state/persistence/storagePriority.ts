// Storage priority: the browser's copy of a tab wins over the server's when its
// updatedAt is newer (it is then pushed to the server); otherwise the server's copy is used.
import type { QueryEditor } from '../types';

/** Which copy of a saved tab to keep, and whether the browser's must be pushed. */
export interface PreferredTab {
  editor: QueryEditor;
  localWins: boolean;
}

/** The copy of a saved tab to keep: the browser's if edited later than the server's. */
export function preferredTab(local: QueryEditor | undefined, server: QueryEditor): PreferredTab {
  if (!local || (local.updatedAt ?? 0) <= (server.updatedAt ?? 0))
    return { editor: server, localWins: false };
  return {
    editor: {
      ...local,
      id: server.id,
      tabViewId: server.tabViewId,
      // A run is itself an edit, so the newer copy's latest run is right; one it lacks is taken.
      latestQueryId: local.latestQueryId ?? server.latestQueryId,
      loaded: true,
      // Still to be pushed: the server has an older copy.
      inLocalStorage: true,
    },
    localWins: true,
  };
}

/**
 * What a fetched tab changes in the client's copy: nothing when the browser's unsynced copy
 * is newer (it is pushed instead), else the server's fields. The client keeps its own id.
 */
export function loadedTabChanges(local: QueryEditor, server: QueryEditor): Partial<QueryEditor> {
  const { editor, localWins } = preferredTab(local.inLocalStorage ? local : undefined, server);
  if (localWins) return {};
  const changes: Partial<QueryEditor> = { ...editor };
  delete changes.id;
  return changes;
}
