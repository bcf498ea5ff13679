import { describe, expect, it } from 'vitest';
import type { QueryHistoryItem } from '@app/api/queries';
import { ranEntries, ranRequest, savedRequest, viewedEntries } from './recentItems';

describe('Home recents', () => {
  it('asks for the caller’s own newest runs and saved queries', () => {
    expect(ranRequest(7)).toEqual({
      filters: [{ col: 'user', opr: 'eq', value: 7 }],
      order_column: 'start_time',
      order_direction: 'desc',
      page: 0,
      page_size: 10,
    });
    expect(savedRequest(7)).toMatchObject({
      filters: [{ col: 'created_by', opr: 'eq', value: 7 }],
      order_column: 'changed_on',
    });
  });

  it('names a run by its SQL’s first line and links it to SQL Lab by id', () => {
    const run = {
      id: 5,
      sql: '  select 1\nfrom t',
      status: 'timed_out',
      start_time: 1_000_000,
      database: { id: 1, database_name: 'examples' },
    } as QueryHistoryItem;
    expect(ranEntries([run], 1_000_000 + 3 * 60_000)).toEqual([
      {
        key: 'query-5',
        title: 'select 1',
        url: '/sqllab/?queryId=5',
        detail: 'examples · timed out',
        when: '3 minutes ago',
      },
    ]);
  });

  it('links a viewed item to its page', () => {
    const [entry] = viewedEntries([
      {
        action: 'sqllab_saved_query',
        item_type: 'saved_query',
        item_title: 'Daily',
        item_url: '/sqllab/?savedQueryId=3',
        time: 1,
        time_delta_humanized: 'just now',
      },
    ]);
    expect(entry).toMatchObject({ title: 'Daily', url: '/sqllab/?savedQueryId=3' });
  });
});
