import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { QueryTab, type TabMenuAction } from './QueryTab';
import { cycleTab } from './tabOrder';
import { useOverflowArrows } from './useOverflowArrows';
import './queryTabs.css';

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
  onDuplicate?: (id: string) => void;
  onCloseOthers?: (id: string) => void;
  onCloseAll?: () => void;
}

// The menu's width in ui.css (min-width 140 px plus padding): it is kept inside the strip.
const MENU_WIDTH = 160;

/**
 * The strip of query tabs: select, add ("+", always visible), close, rename by double-click,
 * a tab menu ("⋯" or right-click: Rename, Duplicate, Close, Close others, Close all), and
 * arrows that scroll the strip when the tabs do not fit.
 */
export function QueryTabs(props: QueryTabsProps) {
  const { tabs, activeId, onSelect } = props;
  const [editing, setEditing] = useState<string>();
  const strip = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const ids = tabs.map((t) => t.id);
  const overflow = useOverflowArrows(list, tabs.map((t) => `${t.id}:${t.name}`).join('|'));
  // Both arrows show while the tabs do not fit (the strip does not jump), each disabled at its end.
  const overflowing = overflow.left || overflow.right;

  // The active tab is scrolled into view (a new tab at the end, a switch by keyboard).
  useEffect(() => {
    const tab = [...(list.current?.children ?? [])].find(
      (element) => element instanceof HTMLElement && element.dataset.tabId === activeId,
    );
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeId, tabs.length]);

  const onTabKey = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).getAttribute('role') !== 'tab') return;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = cycleTab(ids, activeId, step);
    if (next) {
      onSelect(next);
      document.getElementById(`sqllab-tab-${next}`)?.focus();
    }
  };

  // Menus open below the strip (the scrolling list would clip them), under their tab's button.
  const placeMenu = (button: HTMLElement) => {
    const box = strip.current?.getBoundingClientRect();
    if (!box || !strip.current) return;
    const left = button.getBoundingClientRect().left - box.left;
    const clamped = Math.max(0, Math.min(left, box.width - MENU_WIDTH));
    strip.current.style.setProperty('--sqllab-tab-menu-left', `${clamped}px`);
  };

  const onMenu = (id: string, action: TabMenuAction) => {
    if (action === 'rename') setEditing(id);
    else if (action === 'duplicate') props.onDuplicate?.(id);
    else if (action === 'close') props.onClose(id);
    else if (action === 'closeOthers') props.onCloseOthers?.(id);
    else props.onCloseAll?.();
  };

  return (
    <div className="sqllab-tabs" ref={strip}>
      {overflowing && (
        <button
          type="button"
          className="sqllab-tabs-scroll"
          aria-label="Scroll tabs left"
          disabled={!overflow.left}
          onClick={() => overflow.scroll(-1)}
        >
          ‹
        </button>
      )}
      <div
        ref={list}
        role="tablist"
        aria-label="Query tabs"
        className="sqllab-tablist"
        onKeyDown={onTabKey}
      >
        {tabs.map((tab) => (
          <QueryTab
            key={tab.id}
            id={tab.id}
            name={tab.name}
            running={tab.running}
            active={tab.id === activeId}
            tabCount={tabs.length}
            editing={editing === tab.id}
            onSelect={() => onSelect(tab.id)}
            onStartRename={() => setEditing(tab.id)}
            onRename={(name) => {
              props.onRename(tab.id, name);
              setEditing(undefined);
            }}
            onCancelRename={() => setEditing(undefined)}
            onMenu={(action) => onMenu(tab.id, action)}
            onMenuOpening={placeMenu}
          />
        ))}
      </div>
      {overflowing && (
        <button
          type="button"
          className="sqllab-tabs-scroll"
          aria-label="Scroll tabs right"
          disabled={!overflow.right}
          onClick={() => overflow.scroll(1)}
        >
          ›
        </button>
      )}
      <button
        type="button"
        className="sqllab-tab-add"
        aria-label="New tab"
        title="New tab (Ctrl+T)"
        onClick={props.onAdd}
      >
        +
      </button>
    </div>
  );
}
