// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, json, stubApi } from '@app/api/testing/stubApi';
import { stubAntdBrowser, unstubBrowser } from '@app/api/testing/stubBrowser';
import { createStore } from '@app/store/store';
import { userLoaded } from '@app/store/user';
import { DatasetEditModal } from './DatasetEditModal';

const record = {
  id: 2,
  table_name: 'flights',
  kind: 'physical',
  sql: null,
  description: null,
  owners: [{ id: 9, first_name: 'Gina', last_name: 'G' }],
  database: { id: 1, database_name: 'examples', backend: 'duckdb' },
  columns: [
    { id: 1, column_name: 'day', type: 'DATE', type_generic: 2, is_dttm: true },
    { id: 2, column_name: 'origin', type: 'VARCHAR', type_generic: 1, is_dttm: false },
  ],
  metrics: [{ id: 1, metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'COUNT(*)' }],
  main_dttm_col: 'day',
  cache_timeout: null,
  template_params: null,
};

// antd's CSS-in-JS makes a first render in jsdom take seconds.
const SLOW = { timeout: 60_000 };
// Buttons and tabs are found by text: role queries take seconds each on the modal's DOM.
const WAIT = { timeout: 5000 };

function renderModal(onSaved = vi.fn(), onClose = vi.fn()) {
  const store = createStore();
  // A Gamma-like owner: may write datasets, may not list users (owners read-only).
  store.dispatch(
    userLoaded({
      user: {
        id: 9,
        username: 'gina',
        first_name: 'Gina',
        last_name: 'G',
        email: 'g@example.com',
        is_active: true,
        is_anonymous: false,
      },
      roles: { roles: { Gamma: [['can_write', 'Dataset']] }, permissions: {} },
    }),
  );
  render(
    <Provider store={store}>
      <DatasetEditModal datasetId={2} onClose={onClose} onSaved={onSaved} />
    </Provider>,
  );
  return onSaved;
}

/** The inputs of an aria-label: label queries, like role ones, are slow on this DOM. */
const inputs = (label: string) => [
  ...document.querySelectorAll<HTMLInputElement>(`[aria-label="${label}"]`),
];
const input = (label: string, index = 0) => {
  const found = inputs(label)[index];
  if (!found) throw new Error(`no input ${label} #${index}`);
  return found;
};

const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

/** Gives the origin column a label and adds a metric, as a person would. */
async function editLabelAndAddMetric() {
  await screen.findByText('origin', {}, WAIT);
  fireEvent.change(input('Label of origin'), {
    target: { value: 'Origin airport' },
  });
  fireEvent.click(screen.getByText('Metrics (1)'));
  fireEvent.click(screen.getByText('Add metric'));
  fireEvent.change(input('Metric name', 1), {
    target: { value: 'avg_delay' },
  });
  fireEvent.change(input('Metric SQL expression', 1), {
    target: { value: 'AVG(dep_delay)' },
  });
}

describe('DatasetEditModal', () => {
  beforeEach(() => {
    stubAntdBrowser();
  });
  afterEach(() => {
    unstubBrowser();
    vi.restoreAllMocks();
  });

  it('saves a label and a new metric in one PUT', SLOW, async () => {
    const calls = stubApi({
      'GET /api/v1/dataset/2': json(200, { id: 2, result: record }),
      'PUT /api/v1/dataset/2': json(200, { id: 2, result: record }),
    });
    const onSaved = renderModal();
    await editLabelAndAddMetric();
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), WAIT);

    const [put] = puts(calls);
    expect(put?.url).toBe('/api/v1/dataset/2?override_columns=true');
    const body = put?.body as Record<string, unknown>;
    // A Gamma cannot list users: owners are left as they are.
    expect(body).not.toHaveProperty('owners');
    expect(body).toMatchObject({ main_dttm_col: 'day', description: null, cache_timeout: null });
    expect(body.columns).toEqual([
      expect.objectContaining({ id: 1, column_name: 'day', type: 'DATE', is_dttm: true }),
      expect.objectContaining({ id: 2, column_name: 'origin', verbose_name: 'Origin airport' }),
    ]);
    expect(body.metrics).toEqual([
      expect.objectContaining({ id: 1, metric_name: 'count', expression: 'COUNT(*)' }),
      {
        metric_name: 'avg_delay',
        expression: 'AVG(dep_delay)',
        verbose_name: null,
        d3format: null,
        description: null,
        warning_text: null,
      },
    ]);
  });

  it('shows 422 field errors and a 403 in the modal and keeps the edits', SLOW, async () => {
    const answers = [
      json(422, { message: { metrics: ['Metric avg_delay: unknown column dep_delay'] } }),
      json(403, { message: 'Changing this Dataset is forbidden' }),
    ];
    const calls = stubApi({
      'GET /api/v1/dataset/2': json(200, { id: 2, result: record }),
      'PUT /api/v1/dataset/2': () => answers.shift() ?? json(500, {}),
    });
    const onSaved = renderModal();
    await editLabelAndAddMetric();

    fireEvent.click(screen.getByText('Save'));
    const alert = await screen.findByText('The dataset could not be saved', {}, WAIT);
    const box = alert.closest('.ant-alert') as HTMLElement;
    expect(box.textContent).toContain('Metrics: Metric avg_delay: unknown column dep_delay');
    expect(input('Metric name', 1).value).toBe('avg_delay');

    fireEvent.click(screen.getByText('Save'));
    await screen.findByText('Changing this Dataset is forbidden', {}, WAIT);
    fireEvent.click(screen.getByText('Columns (2)'));
    expect(input('Label of origin').value).toBe('Origin airport');
    expect(puts(calls)).toHaveLength(2);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('syncs columns keeping unsaved edits, and asks before discarding them', SLOW, async () => {
    const synced = {
      ...record,
      columns: [
        ...record.columns,
        { id: 3, column_name: 'dest', type: 'VARCHAR', type_generic: 1, is_dttm: false },
      ],
    };
    const gets = [json(200, { id: 2, result: record }), json(200, { id: 2, result: synced })];
    const calls = stubApi({
      'GET /api/v1/dataset/2': () => gets.shift() ?? json(500, {}),
      'PUT /api/v1/dataset/2/refresh': json(200, { message: 'OK' }),
    });
    const onClose = vi.fn();
    renderModal(vi.fn(), onClose);
    await screen.findByText('origin', {}, WAIT);
    fireEvent.change(input('Label of origin'), { target: { value: 'Origin airport' } });
    fireEvent.click(screen.getByText('Sync columns from source'));
    await screen.findByText('dest', {}, WAIT);
    expect(puts(calls).map((call) => call.url)).toEqual(['/api/v1/dataset/2/refresh']);
    expect(input('Label of origin').value).toBe('Origin airport');

    fireEvent.click(screen.getByText('Cancel'));
    fireEvent.click(await screen.findByText('Discard', {}, WAIT));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce(), WAIT);
  });

  it('refuses to send a metric without SQL and says why', SLOW, async () => {
    const calls = stubApi({ 'GET /api/v1/dataset/2': json(200, { id: 2, result: record }) });
    renderModal();
    fireEvent.click(await screen.findByText('Metrics (1)', {}, WAIT));
    fireEvent.click(screen.getByText('Add metric'));
    fireEvent.change(input('Metric name', 1), {
      target: { value: 'empty' },
    });
    fireEvent.click(screen.getByText('Save'));
    await screen.findByText(/Metric empty needs an SQL expression/, {}, WAIT);
    expect(puts(calls)).toHaveLength(0);
  });
});
