import { type KeyboardEvent, useState } from 'react';
import { cycleTab } from './tabOrder';

export interface TabItem {
  id: string;
  name: string;
  /** Shows a dot while the tab's query runs. */
  running?: boolean;
}

export interface QueryTabsProps {
  tabs: readonly TabItem[];
  activeId: string;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onClose: (id: string) => void;
  onRename: (id: string, name: string) => void;
}

/** The strip of query tabs: select, add ("+"), close, and rename by double-click. */
export function QueryTabs({ tabs, activeId, onSelect, onAdd, onClose, onRename }: QueryTabsProps) {
  const [editing, setEditing] = useState<string>();
  const [draft, setDraft] = useState('');
  const ids = tabs.map((t) => t.id);

  const commit = (id: string) => {
    const name = draft.trim();
    const before = tabs.find((t) => t.id === id)?.name;
    if (name && name !== before) onRename(id, name);
    setEditing(undefined);
  };

  const onTabKey = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = cycleTab(ids, activeId, step);
    if (next) {
      onSelect(next);
      document.getElementById(`sqllab-tab-${next}`)?.focus();
    }
  };

  return (
    <div className="sqllab-tabs">
      <div role="tablist" aria-label="Query tabs" className="sqllab-tablist" onKeyDown={onTabKey}>
        {tabs.map((tab) => {
          const active = tab.id === activeId;
          if (editing === tab.id) {
            return (
              <input
                key={tab.id}
                aria-label="Tab name"
                className="sqllab-tab-rename"
                autoFocus
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onBlur={() => commit(tab.id)}
                onKeyDown={(event) => {
                  event.stopPropagation();
                  if (event.key === 'Enter') commit(tab.id);
                  if (event.key === 'Escape') setEditing(undefined);
                }}
              />
            );
          }
          return (
            <div key={tab.id} className={`sqllab-tab ${active ? 'is-active' : ''}`}>
              <button
                type="button"
                role="tab"
                id={`sqllab-tab-${tab.id}`}
                aria-selected={active}
                tabIndex={active ? 0 : -1}
                className="sqllab-tab-label"
                title="Double-click to rename"
                onClick={() => onSelect(tab.id)}
                onDoubleClick={() => (setDraft(tab.name), setEditing(tab.id))}
              >
                {tab.running && <span className="sqllab-tab-running" aria-label="running" />}
                {tab.name}
              </button>
              <button
                type="button"
                className="sqllab-tab-close"
                aria-label={`Close ${tab.name}`}
                onClick={() => onClose(tab.id)}
              >
                ×
              </button>
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className="sqllab-tab-add"
        aria-label="New tab"
        title="New tab (Ctrl+T)"
        onClick={onAdd}
      >
        +
      </button>
    </div>
  );
}
