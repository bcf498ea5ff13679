// The results pane (progress, errors, the finished-result grid) and the history table are not
// needed to show the editor, so they are a chunk of their own, fetched as soon as the editor is
// ready (before any result can arrive) rather than on SQL Lab's critical path (held in state:
// see moduleLoader.ts).
import { moduleLoader, useLoadedModule } from '@app/components/moduleLoader';

const resultViews = moduleLoader(() => import('./resultViewsModule'));

/** Starts loading the result views without waiting for them. */
export function preloadResultViews(): void {
  void resultViews.load();
}

/**
 * The result views once loaded. They load when `needed` (a result to show) or when the page
 * preloads them after the editor is ready; before that nothing is fetched, so they stay off
 * the page's first load.
 */
export function useResultViews(needed: boolean) {
  return useLoadedModule(resultViews, needed);
}
