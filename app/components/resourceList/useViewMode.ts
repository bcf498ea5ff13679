import { useState } from 'react';

/** How a resource list shows its rows. */
export type ListViewMode = 'card' | 'list';

/** Where a list's last choice is kept (per browser, as Superset keeps it). */
export function viewModeKey(noun: string): string {
  return `tessera.${noun}List.viewMode`;
}

/** The view this browser last chose for the list stored under `key`; cards at first. */
export function readViewMode(key: string): ListViewMode {
  try {
    return window.localStorage.getItem(key) === 'list' ? 'list' : 'card';
  } catch {
    return 'card';
  }
}

/** The list's view, remembered in this browser under `key` (storage may be off: then not kept). */
export function useViewMode(key: string): [ListViewMode, (next: ListViewMode) => void] {
  const [view, setView] = useState<ListViewMode>(() => readViewMode(key));
  const switchView = (next: ListViewMode) => {
    try {
      window.localStorage.setItem(key, next);
    } catch {
      // Private mode or storage disabled: the choice lasts for this visit.
    }
    setView(next);
  };
  return [view, switchView];
}
