import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DashboardResponse } from '@common/api/dashboards';
import { body, type TestApp } from '@server/test/testApp';

type Headers = Record<string, string>;

/** Calls of the dashboard API for integration tests, bound to one test app. */
export function dashboardCalls(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    call,
    /** Creates a dashboard (201 expected) and answers it. */
    async create(headers: Headers, payload: Record<string, unknown>) {
      const answer = await call('POST', '/api/v1/dashboard/', headers, payload);
      expect(answer.statusCode, answer.body).toBe(201);
      return body<DashboardResponse>(answer);
    },
    /** GET one dashboard (200 expected) with its ETag. */
    async read(headers: Headers, idOrSlug: number | string) {
      const answer = await call('GET', `/api/v1/dashboard/${idOrSlug}`, headers);
      expect(answer.statusCode, answer.body).toBe(200);
      return { ...body<DashboardResponse>(answer), etag: String(answer.headers.etag) };
    },
    /** PUT one dashboard, with If-Match when given. */
    put(headers: Headers, id: number, payload: Record<string, unknown>, ifMatch?: string) {
      return call(
        'PUT',
        `/api/v1/dashboard/${id}`,
        ifMatch ? { ...headers, 'if-match': ifMatch } : headers,
        payload,
      );
    },
  };
}

/** A position_json placing the given charts in one row. */
export function layoutWith(chartIds: number[]): Record<string, unknown> {
  const charts = Object.fromEntries(
    chartIds.map((id) => [
      `CHART-${id}`,
      {
        type: 'CHART',
        id: `CHART-${id}`,
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
        meta: { chartId: id, width: 4, height: 50 },
      },
    ]),
  );
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    HEADER_ID: { type: 'HEADER', id: 'HEADER_ID', meta: { text: 'Board' } },
    'ROW-1': {
      type: 'ROW',
      id: 'ROW-1',
      children: Object.keys(charts),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    ...charts,
  };
}
