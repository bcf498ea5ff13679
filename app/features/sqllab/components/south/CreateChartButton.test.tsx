// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GridTable } from '@app/components/grid/gridTable';
import { json, stubApi } from '@app/api/testing/stubApi';
import { stubMatchMedia, unstubBrowser } from '@app/api/testing/stubBrowser';
import { createSqlLabTestStore } from '@app/features/sqllab/state/testStore';
import { CreateChartButton } from './CreateChartButton';
import { chartDatasetName } from './createChartFromQuery';
import { ResultsView } from './ResultsView';

const table: GridTable = {
  rowCount: 1,
  columns: [{ name: 'n', kind: 'int32' }],
  text: () => '1',
};
const source = { sql: 'SELECT 1 AS n', dbId: 2, schema: 'main', tab: 'Revenue' };

describe('Create chart', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(() => {
    cleanup();
    unstubBrowser();
    vi.unstubAllGlobals();
  });

  const createButton = () =>
    screen.getByRole<HTMLButtonElement>('button', { name: 'Create chart' });

  it('is disabled without a finished query, enabled with one', () => {
    const store = createSqlLabTestStore();
    const { rerender } = render(
      <Provider store={store}>
        <ResultsView table={table} rows={1} onCopy={() => undefined} />
      </Provider>,
    );
    expect(createButton().disabled).toBe(true);
    rerender(
      <Provider store={store}>
        <ResultsView table={table} rows={1} onCopy={() => undefined} chartSource={source} />
      </Provider>,
    );
    expect(createButton().disabled).toBe(false);
  });

  it('saves the SQL as a virtual dataset and opens Explore on it', async () => {
    const calls = stubApi({ 'POST /api/v1/dataset/': json(201, { id: 41 }) });
    const navigate = vi.fn();
    render(
      <Provider store={createSqlLabTestStore()}>
        <CreateChartButton source={source} navigate={navigate} />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create chart' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        '/explore/?datasource_type=table&datasource_id=41&viz_type=table',
      ),
    );
    expect(calls[0]?.body).toMatchObject({
      database: 2,
      schema: 'main',
      sql: 'SELECT 1 AS n',
      table_name: expect.stringMatching(/^Revenue \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it('shows a failure as a toast and stays usable', async () => {
    stubApi({
      'POST /api/v1/dataset/': json(422, { message: { table_name: ['Dataset exists'] } }),
    });
    const store = createSqlLabTestStore();
    const navigate = vi.fn();
    render(
      <Provider store={store}>
        <CreateChartButton source={source} navigate={navigate} />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create chart' }));
    await waitFor(() => expect(store.getState().messageToasts).toHaveLength(1));
    expect(store.getState().messageToasts[0]?.text).toMatch(/^The chart could not be created: /);
    expect(navigate).not.toHaveBeenCalled();
    expect(createButton().disabled).toBe(false);
  });

  it('names the dataset after the tab and the time', () => {
    expect(chartDatasetName('Sales', new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe(
      'Sales 2024-01-02 03:04:05',
    );
    expect(chartDatasetName(null, new Date(0))).toBe('Query 1970-01-01 00:00:00');
  });
});
