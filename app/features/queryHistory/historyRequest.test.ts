import { describe, expect, it } from 'vitest';
import { initialListState, listRequest } from '@app/components/listPage/listState';
import { DEFAULT_HISTORY_SORT, historyFilters, NO_HISTORY_FILTERS } from './historyRequest';

describe('historyFilters', () => {
  it('asks for the newest runs first with no filter when nothing is chosen', () => {
    const state = { ...initialListState(NO_HISTORY_FILTERS, DEFAULT_HISTORY_SORT), page: 2 };
    expect(listRequest(state, historyFilters(state.filters))).toEqual({
      filters: [],
      order_column: 'start_time',
      order_direction: 'desc',
      page: 2,
      page_size: 25,
    });
  });

  it('turns each chosen filter into the server’s column and operator', () => {
    const filters = historyFilters({
      databaseId: 3,
      states: ['failed'],
      userId: 7,
      from: 1000,
      to: 2000,
      sql: ' orders ',
    });
    expect(filters).toEqual([
      { col: 'database', opr: 'eq', value: 3 },
      { col: 'status', opr: 'eq', value: 'failed' },
      { col: 'user', opr: 'eq', value: 7 },
      { col: 'start_time', opr: 'gt', value: 1000 },
      { col: 'start_time', opr: 'lt', value: 2000 },
      { col: 'sql', opr: 'ct', value: 'orders' },
    ]);
  });

  it('uses `in` for several states', () => {
    expect(historyFilters({ states: ['failed', 'timed_out'], sql: '' })).toEqual([
      { col: 'status', opr: 'in', value: ['failed', 'timed_out'] },
    ]);
  });
});
