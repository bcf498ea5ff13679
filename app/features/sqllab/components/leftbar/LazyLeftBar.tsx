// The left bar (its searchable selects, table search and cards) is not needed to show the
// editor: it is a chunk of its own, fetched once the editor is ready, so it stays off SQL Lab's
// first load. Until it arrives an empty bar of the same width holds its place (held in state:
// see moduleLoader.ts).
import { moduleLoader, useLoadedModule } from '@app/components/moduleLoader';
import type { LeftBarProps } from './LeftBar';

const leftBar = moduleLoader(() => import('./LeftBar'));

/** Starts loading the left bar without waiting for it. */
export function preloadLeftBar(): void {
  void leftBar.load();
}

/** The left bar once its chunk has arrived (loaded by `preloadLeftBar`), a placeholder before. */
export function LazyLeftBar(props: LeftBarProps) {
  const LeftBar = useLoadedModule(leftBar, false)?.LeftBar;
  if (LeftBar) return <LeftBar {...props} />;
  return <aside className="sqllab-leftbar" aria-label="Database browser" aria-busy="true" />;
}
