// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryTabs, type TabItem } from './QueryTabs';
import { tabMenuItems } from './QueryTab';
import { cycleTab, nextUntitledName } from './tabOrder';
import { overflowOf } from './useOverflowArrows';

function Harness() {
  const [tabs, setTabs] = useState<TabItem[]>([{ id: 'a', name: 'Untitled Query 1' }]);
  const [active, setActive] = useState('a');
  return (
    <QueryTabs
      tabs={tabs}
      activeId={active}
      onSelect={setActive}
      onAdd={() => {
        const id = `t${tabs.length}`;
        setTabs([...tabs, { id, name: nextUntitledName(tabs.map((t) => t.name)) }]);
        setActive(id);
      }}
      onClose={(id) => {
        const rest = tabs.filter((t) => t.id !== id);
        setTabs(rest);
        if (id === active && rest[0]) setActive(rest[0].id);
      }}
      onRename={(id, name) => setTabs(tabs.map((t) => (t.id === id ? { ...t, name } : t)))}
      onDuplicate={(id) => {
        const source = tabs.find((t) => t.id === id);
        setTabs([...tabs, { id: `${id}-copy`, name: `Copy of ${source?.name ?? ''}` }]);
      }}
      onCloseOthers={(id) => {
        setTabs(tabs.filter((t) => t.id === id));
        setActive(id);
      }}
      onCloseAll={() => {
        setTabs([{ id: 'fresh', name: 'Untitled Query 1' }]);
        setActive('fresh');
      }}
    />
  );
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('QueryTabs', () => {
  it('adds, switches, renames and closes tabs', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'New tab' }));
    await userEvent.click(screen.getByRole('button', { name: 'New tab' }));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Untitled Query 1',
      'Untitled Query 2',
      'Untitled Query 3',
    ]);
    expect(selected()).toBe('Untitled Query 3');

    await userEvent.click(screen.getByRole('tab', { name: 'Untitled Query 1' }));
    expect(selected()).toBe('Untitled Query 1');

    await userEvent.dblClick(screen.getByRole('tab', { name: 'Untitled Query 2' }));
    const input = screen.getByLabelText('Tab name');
    await userEvent.clear(input);
    await userEvent.type(input, 'Delays{Enter}');
    expect(screen.getByRole('tab', { name: 'Delays' })).toBeTruthy();

    await userEvent.dblClick(screen.getByRole('tab', { name: 'Delays' }));
    await userEvent.type(screen.getByLabelText('Tab name'), ' ignored{Escape}');
    expect(screen.getByRole('tab', { name: 'Delays' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Close Untitled Query 1' }));
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(selected()).toBe('Delays');
  });

  it('moves between tabs with the arrow keys, in a circle', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'New tab' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Untitled Query 2' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toBe('Untitled Query 1');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()).toBe('Untitled Query 2');
  });
});

describe('the tab menu', () => {
  const names = () => screen.getAllByRole('tab').map((t) => t.textContent);

  it('opens from "⋯" and from a right-click, and renames, duplicates and closes', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'New tab' }));
    await userEvent.click(screen.getByRole('button', { name: 'Actions of Untitled Query 1' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Rename',
      'Duplicate',
      'Close',
      'Close others',
      'Close all',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const input = screen.getByLabelText('Tab name');
    await userEvent.clear(input);
    await userEvent.type(input, 'Flights{Enter}');
    expect(names()).toEqual(['Flights', 'Untitled Query 2']);

    fireEvent.contextMenu(screen.getByRole('tab', { name: 'Flights' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(names()).toEqual(['Flights', 'Untitled Query 2', 'Copy of Flights']);

    fireEvent.contextMenu(screen.getByRole('tab', { name: 'Untitled Query 2' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Close others' }));
    expect(names()).toEqual(['Untitled Query 2']);
    expect(selected()).toBe('Untitled Query 2');

    fireEvent.contextMenu(screen.getByRole('tab', { name: 'Untitled Query 2' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Close all' }));
    expect(names()).toEqual(['Untitled Query 1']);
  });

  it('offers "Close others" only when there are others', () => {
    expect(tabMenuItems(1).map((i) => i.key)).toEqual(['rename', 'duplicate', 'close', 'closeAll']);
    expect(tabMenuItems(2).map((i) => i.key)).toContain('closeOthers');
  });
});

describe('overflowing tabs', () => {
  it('shows an arrow on each side that has hidden tabs', () => {
    expect(overflowOf(0, 500, 500)).toEqual({ left: false, right: false });
    expect(overflowOf(0, 500, 900)).toEqual({ left: false, right: true });
    expect(overflowOf(200, 500, 900)).toEqual({ left: true, right: true });
    expect(overflowOf(399.5, 500, 900)).toEqual({ left: true, right: false });
  });
});

describe('tab rules', () => {
  it('cycles next and previous in a circle', () => {
    expect(cycleTab(['a', 'b', 'c'], 'c', 1)).toBe('a');
    expect(cycleTab(['a', 'b', 'c'], 'a', -1)).toBe('c');
    expect(cycleTab(['a', 'b', 'c'], 'b', 1)).toBe('c');
    expect(cycleTab([], 'a', 1)).toBeUndefined();
  });

  it('names a new tab one above the highest number', () => {
    expect(nextUntitledName([])).toBe('Untitled Query 1');
    expect(nextUntitledName(['Untitled Query 1', 'Untitled Query 4', 'Mine'])).toBe(
      'Untitled Query 5',
    );
  });
});
