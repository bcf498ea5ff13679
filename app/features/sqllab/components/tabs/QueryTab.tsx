import { type MouseEvent, useRef, useState } from 'react';
import { MenuButton, type MenuItem } from '@app/components/ui/MenuButton';

/** What the tab menu can do to a tab. */
export type TabMenuAction = 'rename' | 'duplicate' | 'close' | 'closeOthers' | 'closeAll';

/** The tab menu's items; "Close others" only when there are others. */
export function tabMenuItems(tabCount: number): MenuItem[] {
  const items: MenuItem[] = [
    { key: 'rename', label: 'Rename' },
    { key: 'duplicate', label: 'Duplicate' },
    { key: 'close', label: 'Close' },
    { key: 'closeOthers', label: 'Close others' },
    { key: 'closeAll', label: 'Close all' },
  ];
  return tabCount > 1 ? items : items.filter((item) => item.key !== 'closeOthers');
}

export interface QueryTabProps {
  id: string;
  name: string;
  running?: boolean;
  active: boolean;
  tabCount: number;
  editing: boolean;
  onSelect: () => void;
  onStartRename: () => void;
  onRename: (name: string) => void;
  onCancelRename: () => void;
  onMenu: (action: TabMenuAction) => void;
  /** The tab's menu is about to open: the strip places it under this button. */
  onMenuOpening: (button: HTMLElement) => void;
}

/** One query tab: its name (double-click renames), a "⋯" menu (also on right-click), and ×. */
export function QueryTab(props: QueryTabProps) {
  const { id, name, running, active, editing } = props;
  const [draft, setDraft] = useState(name);
  const menu = useRef<HTMLSpanElement>(null);

  if (editing) {
    const commit = () => {
      const next = draft.trim();
      if (next && next !== name) props.onRename(next);
      else props.onCancelRename();
    };
    return (
      <input
        aria-label="Tab name"
        className="sqllab-tab-rename"
        autoFocus
        value={draft}
        onFocus={(event) => event.target.select()}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') props.onCancelRename();
        }}
      />
    );
  }

  const openMenu = (event: MouseEvent) => {
    event.preventDefault();
    menu.current?.querySelector('button')?.click();
  };

  return (
    <div
      className={`sqllab-tab ${active ? 'is-active' : ''}`}
      onContextMenu={openMenu}
      data-tab-id={id}
    >
      <button
        type="button"
        role="tab"
        id={`sqllab-tab-${id}`}
        aria-selected={active}
        tabIndex={active ? 0 : -1}
        className="sqllab-tab-label"
        title={`${name} (double-click to rename, right-click for more)`}
        onClick={props.onSelect}
        onDoubleClick={() => {
          setDraft(name);
          props.onStartRename();
        }}
      >
        {running && <span className="sqllab-tab-running" aria-label="running" />}
        {name}
      </button>
      <span
        ref={menu}
        className="sqllab-tab-menu"
        onClickCapture={(event) => props.onMenuOpening(event.currentTarget)}
        onKeyDownCapture={(event) => props.onMenuOpening(event.currentTarget)}
      >
        <MenuButton
          variant="text"
          className="sqllab-tab-more"
          aria-label={`Actions of ${name}`}
          items={tabMenuItems(props.tabCount)}
          onSelect={(key) => {
            if (key === 'rename') setDraft(name);
            props.onMenu(key as TabMenuAction);
          }}
        >
          ⋯
        </MenuButton>
      </span>
      <button
        type="button"
        className="sqllab-tab-close"
        aria-label={`Close ${name}`}
        title="Close tab"
        onClick={() => props.onMenu('close')}
      >
        ×
      </button>
    </div>
  );
}
