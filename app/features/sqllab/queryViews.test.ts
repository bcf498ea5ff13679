import { describe, expect, it } from 'vitest';
import { runDuration } from '@common/runDuration';
import { runTimes } from './components/queryView';
import { historyItemView, toQueryView } from './queryViews';
import { aQuery } from './state/testStore';
import type { QueryResults, ServerQuery } from './state/types';

const results = (record: Partial<ServerQuery>): QueryResults => ({
  query_id: 7,
  status: 'success',
  columns: [],
  selected_columns: [],
  expanded_columns: [],
  displayLimitReached: false,
  tableKey: null,
  rowCount: 1,
  query: { id: 'q1', ...record } as ServerQuery,
});

describe('the times a run is shown by', () => {
  it("are the server record's start and end once the answer brought both", () => {
    // The browser saw 53.8 s from its click to the answer (another clock, the trip, a queue);
    // the record says the run took 3 ms.
    const query = aQuery({
      id: 'q1',
      state: 'success',
      startDttm: 1_700_000_000_000,
      endDttm: 1_700_000_053_800,
      results: results({ startDttm: 1_700_000_010_000, endDttm: 1_700_000_010_003 }),
    });
    const view = toQueryView(query);
    expect(view).toMatchObject({ startDttm: 1_700_000_010_000, endDttm: 1_700_000_010_003 });
    expect(runDuration(runTimes(view), 1_800_000_000_000)).toBe('0.00 s');
  });

  it("are this browser's when the record's end is not known", () => {
    const query = aQuery({
      id: 'q1',
      state: 'failed',
      startDttm: 1_000,
      endDttm: 2_500,
      results: results({ startDttm: 900, endDttm: null }),
    });
    expect(toQueryView(query)).toMatchObject({ startDttm: 1_000, endDttm: 2_500 });
  });

  it('of a server history item are its start_time and end_time, as numbers or text', () => {
    const view = historyItemView({
      id: 1,
      client_id: 'q1',
      changed_on: '2026-11-22T10:00:53.800Z',
      database: { id: 1, database_name: 'examples' },
      catalog: null,
      schema: null,
      sql: 'select 1',
      executed_sql: null,
      status: 'success',
      start_time: 1_700_000_000_000,
      end_time: '1700000000003' as unknown as number,
      rows: 1,
      tab_name: null,
      sql_editor_id: null,
      user: null,
      results_key: null,
      error_message: null,
      limit: null,
      limiting_factor: 'NOT_LIMITED',
      tmp_table_name: null,
      tracking_url: null,
    });
    expect(runDuration(runTimes(view), 1_800_000_000_000)).toBe('0.00 s');
  });
});
