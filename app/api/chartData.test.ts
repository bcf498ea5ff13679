import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportChartData, fetchChartData, UNEXPECTED_STATUS_MESSAGE } from './chartData';
import { json, stubApi } from './testing/stubApi';

const context = {
  datasource: { id: 3, type: 'table' as const },
  queries: [{ metrics: ['count'] }],
};
const entry = { status: 'success', data: [{ count: 1 }], rowcount: 1 };

afterEach(() => vi.unstubAllGlobals());

describe('fetchChartData', () => {
  it('answers the entries of a 200 and sends force, type and the saved chart', async () => {
    const calls = stubApi({ 'POST /api/v1/chart/data': json(200, { result: [entry] }) });
    await expect(
      fetchChartData(context, { force: true, resultType: 'results', sliceId: 7 }),
    ).resolves.toEqual([entry]);
    expect(calls[0]?.url).toBe(
      `/api/v1/chart/data?form_data=${encodeURIComponent('{"slice_id":7}')}`,
    );
    expect(calls[0]?.body).toMatchObject({
      force: true,
      result_type: 'results',
      result_format: 'json',
    });
  });

  it('refuses any other success status with the spec message', async () => {
    stubApi({ 'POST /api/v1/chart/data': json(203, {}) });
    await expect(fetchChartData(context)).rejects.toThrow(UNEXPECTED_STATUS_MESSAGE);
  });

  it('passes a failed call on with the server message', async () => {
    stubApi({
      'POST /api/v1/chart/data': json(400, {
        errors: [
          { message: 'Column "x" does not exist', error_type: 'COLUMN_DOES_NOT_EXIST_ERROR' },
        ],
      }),
    });
    await expect(fetchChartData(context)).rejects.toThrow('Column "x" does not exist');
  });
});

describe('exportChartData', () => {
  it('asks for the full result in the file format and answers the bytes', async () => {
    const calls = stubApi({
      'POST /api/v1/chart/data': new Response('count\n1\n', {
        status: 200,
        headers: { 'content-type': 'text/csv' },
      }),
    });
    const blob = await exportChartData(context, 'csv');
    expect(await blob.text()).toBe('count\n1\n');
    expect(calls[0]?.body).toMatchObject({ result_format: 'csv', result_type: 'full' });
  });
});
