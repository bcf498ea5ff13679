import { useEffect, useRef } from 'react';
import type { EditorShortcuts } from './components/editor/SqlEditor';

/** The shortcut of a key press outside the editor (the editor binds the same keys itself). */
function shortcutOf(event: KeyboardEvent): keyof EditorShortcuts | undefined {
  const mod = event.ctrlKey || event.metaKey;
  if (!mod || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'enter') return event.shiftKey ? 'runCurrent' : 'run';
  if (!event.ctrlKey) return undefined;
  if (key === 'e' && !event.shiftKey) return 'stop';
  if (key === 'f' && event.shiftKey) return 'format';
  if (key === 't' && !event.shiftKey) return 'newTab';
  if (event.code === 'BracketRight' && event.shiftKey) return 'nextTab';
  if (event.code === 'BracketLeft' && event.shiftKey) return 'previousTab';
  return undefined;
}

/** SQL Lab's keyboard shortcuts anywhere on the page (key presses the editor handled are skipped). */
export function useSqlLabShortcuts(shortcuts: EditorShortcuts): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutOf(event);
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
