/** The SQL Lab keyboard shortcuts, as the popover lists them. */
export const SHORTCUTS: readonly { keys: string; action: string }[] = [
  { keys: 'Ctrl+Enter (⌘+Enter)', action: 'Run the query (or the selection)' },
  { keys: 'Ctrl+Shift+Enter', action: 'Run the statement under the cursor' },
  { keys: 'Ctrl+E', action: 'Stop the running query' },
  { keys: 'Ctrl+Shift+F', action: 'Format SQL' },
  { keys: 'Ctrl+T', action: 'New tab' },
  { keys: 'Ctrl+Shift+]', action: 'Next tab' },
  { keys: 'Ctrl+Shift+[', action: 'Previous tab' },
  { keys: 'Ctrl+Space', action: 'Autocomplete' },
];
