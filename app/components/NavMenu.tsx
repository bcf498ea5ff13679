import { type KeyboardEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

/** A page of the top navigation. */
export interface NavLinkItem {
  to: string;
  label: string;
}

/** A top-level entry: a page, or a group of pages opened on hover, click or ArrowDown. */
export type NavItem = NavLinkItem | { label: string; children: readonly NavLinkItem[] };

const isGroup = (item: NavItem): item is { label: string; children: readonly NavLinkItem[] } =>
  'children' in item;

/** Moves focus among the menubar's top-level items with the arrow keys. */
function onBarKey(event: KeyboardEvent<HTMLUListElement>) {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (!step) return;
  const tops = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button'),
  ];
  const at = tops.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  tops[(at + step + tops.length) % tops.length]?.focus();
}

function NavGroup({
  label,
  items,
  path,
}: {
  label: string;
  items: readonly NavLinkItem[];
  path: string;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const links = () => [...(list.current?.querySelectorAll<HTMLElement>('a') ?? [])];
  const current = items.some((item) => item.to === path);

  const openAndFocus = (index: number) => {
    setOpen(true);
    // The links exist after this render.
    requestAnimationFrame(() => links().at(index)?.focus());
  };

  const onKey = (event: KeyboardEvent<HTMLLIElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (at < 0) openAndFocus(step === 1 ? 0 : -1);
      else all[(at + step + all.length) % all.length]?.focus();
    }
  };

  return (
    <li
      role="none"
      className={`tessera-nav-group ${open ? 'is-open' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKey}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        role="menuitem"
        aria-haspopup="true"
        aria-expanded={open}
        className={`tessera-nav-item ${current ? 'is-current' : ''}`}
        // Keyboard clicks (detail 0) move into the group; a pointer has already opened it on hover.
        onClick={(event) => (event.detail === 0 ? openAndFocus(0) : setOpen(true))}
      >
        {label}
      </button>
      {/* The entries stay links (open in a new tab, copy address) rather than menu items. */}
      <ul ref={list} className="tessera-submenu" aria-label={label} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={item.to === path ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The main navigation: a menubar of pages and groups of pages, the current one marked. */
export function NavMenu({ items }: { items: readonly NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="tessera-nav">
      <ul role="menubar" aria-label="Main" className="tessera-menubar" onKeyDown={onBarKey}>
        {items.map((item) =>
          isGroup(item) ? (
            <NavGroup key={item.label} label={item.label} items={item.children} path={pathname} />
          ) : (
            // The item holds a real link, so it is both a menu item and a link (as antd's was).
            <li key={item.to} role="menuitem" className="tessera-nav-leaf">
              <Link
                to={item.to}
                aria-current={item.to === pathname ? 'page' : undefined}
                className={`tessera-nav-item ${item.to === pathname ? 'is-current' : ''}`}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
