import { describe, expect, it } from 'vitest';
import { anEditor } from '../testStore';
import { loadedTabChanges, preferredTab } from './storagePriority';

const server = anEditor({ id: '7', tabViewId: '7', sql: 'server', updatedAt: 2_000, loaded: true });

describe('storage priority', () => {
  it('keeps the browser copy when its updatedAt is newer, to be pushed under the server id', () => {
    const local = anEditor({ id: 'local1', tabViewId: '7', sql: 'mine', updatedAt: 3_000 });
    const { editor, localWins } = preferredTab(local, server);
    expect(localWins).toBe(true);
    expect(editor).toMatchObject({ id: '7', tabViewId: '7', sql: 'mine', inLocalStorage: true });
  });

  it('keeps the server copy when it is as new or newer, or there is no browser copy', () => {
    expect(preferredTab(anEditor({ sql: 'old', updatedAt: 2_000 }), server).editor.sql).toBe(
      'server',
    );
    expect(preferredTab(anEditor({ sql: 'older', updatedAt: 1 }), server).localWins).toBe(false);
    expect(preferredTab(undefined, server).editor).toBe(server);
  });

  it('applies a fetched tab unless the browser has newer unsynced edits; the id stays', () => {
    const placeholder = anEditor({ id: 'x', tabViewId: '7', sql: '', loaded: false });
    expect(loadedTabChanges(placeholder, server)).toMatchObject({ sql: 'server', loaded: true });
    expect(loadedTabChanges(placeholder, server)).not.toHaveProperty('id');
    const edited = anEditor({ id: 'x', tabViewId: '7', inLocalStorage: true, updatedAt: 9_000 });
    expect(loadedTabChanges(edited, server)).toEqual({});
    // Synced copies never compete: the server is the reference for them.
    const synced = anEditor({ id: 'x', inLocalStorage: false, updatedAt: 9_000 });
    expect(loadedTabChanges(synced, server)).toMatchObject({ sql: 'server' });
  });
});
