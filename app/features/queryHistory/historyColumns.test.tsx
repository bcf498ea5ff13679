// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryHistoryItem } from '@app/api/queries';
import { historyColumns } from './historyColumns';

const START = 1_700_000_000_000;

const item = (fields: Partial<QueryHistoryItem>): QueryHistoryItem => ({
  id: 1,
  client_id: 'abc',
  // The last write came 53.8 s after the start: never the run's duration.
  changed_on: new Date(START + 53_800).toISOString(),
  database: { id: 1, database_name: 'examples' },
  catalog: null,
  schema: null,
  sql: 'select 1',
  executed_sql: null,
  status: 'success',
  start_time: START,
  end_time: START + 3,
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
  ...fields,
});

function durationCell(query: QueryHistoryItem): string {
  const column = historyColumns(() => undefined).find((c) => c.key === 'duration');
  const cell: ReactNode = column?.render(query);
  return render(<>{cell}</>).container.textContent ?? '';
}

describe('the history Duration column', () => {
  afterEach(() => (cleanup(), vi.restoreAllMocks()));

  it("shows the record's own end − start in SQL Lab's wording, whenever it is looked at", () => {
    vi.spyOn(Date, 'now').mockReturnValue(START + 53_800);
    expect(durationCell(item({ end_time: START + 1500 }))).toBe('1.50 s');
    cleanup();
    expect(durationCell(item({ status: 'stopped', end_time: START + 20_000 }))).toBe('20.0 s');
    cleanup();
    expect(durationCell(item({ status: 'failed', end_time: START + 3 }))).toBe('0.00 s');
  });

  it('shows the time so far for a run in progress, and nothing for an ended run without an end', () => {
    vi.spyOn(Date, 'now').mockReturnValue(START + 53_800);
    expect(durationCell(item({ status: 'running', end_time: null }))).toBe('53.8 s');
    cleanup();
    expect(durationCell(item({ status: 'success', end_time: null }))).toBe('');
  });
});
