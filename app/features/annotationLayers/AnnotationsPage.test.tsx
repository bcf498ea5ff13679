// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnnotationRecordResponse } from '@common/api/annotationLayers';
import { json, stubApi } from '@app/api/testing/stubApi';
import { stubAntdBrowser, unstubBrowser } from '@app/api/testing/stubBrowser';
import { createStore } from '@app/store/store';
import { jsonMetadataProblem } from './AnnotationModal';
import { AnnotationLayersPage } from './AnnotationLayersPage';
import { AnnotationsPage } from './AnnotationsPage';

const annotation: AnnotationRecordResponse = {
  id: 5,
  layer: { id: 3, name: 'Holidays' },
  short_descr: 'New year',
  long_descr: null,
  start_dttm: '2024-01-01T00:00:00',
  end_dttm: '2024-01-02T00:00:00',
  json_metadata: null,
  changed_on_delta_humanized: 'just now',
  created_by: null,
};

// antd's CSS-in-JS makes a first render in jsdom take seconds.
const SLOW = { timeout: 60_000 };

function renderAt(path: string) {
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/annotationlayer/list/" element={<AnnotationLayersPage />} />
          <Route path="/annotationlayer/:layerId/annotation/" element={<AnnotationsPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('annotation layer pages', () => {
  beforeEach(() => stubAntdBrowser());
  afterEach(() => {
    unstubBrowser();
    vi.restoreAllMocks();
  });

  it('says so when there are no layers yet', SLOW, async () => {
    stubApi({ 'GET /api/v1/annotation_layer/': json(200, { count: 0, ids: [], result: [] }) });
    renderAt('/annotationlayer/list/');
    expect(await screen.findByText(/No annotation layers yet/)).toBeTruthy();
  });

  it("lists a layer's annotations and shows the server's refusal on the field", SLOW, async () => {
    const calls = stubApi({
      'GET /api/v1/annotation_layer/3/annotation/': json(200, {
        count: 1,
        ids: [5],
        result: [annotation],
      }),
      'GET /api/v1/annotation_layer/3': json(200, { id: 3, result: { id: 3, name: 'Holidays' } }),
      'PUT /api/v1/annotation_layer/3/annotation/5': json(422, {
        message: { short_descr: ['Short description must be unique for this layer'] },
      }),
    });
    renderAt('/annotationlayer/3/annotation/');
    expect(await screen.findByText('Annotation layer Holidays')).toBeTruthy();
    expect(screen.getByText('2024-01-01 00:00')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    await waitFor(() =>
      expect(
        (document.getElementById('annotation_start_dttm') as HTMLInputElement | null)?.value,
      ).toBe('2024-01-01T00:00'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Short description must be unique for this layer')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      short_descr: 'New year',
      start_dttm: '2024-01-01T00:00:00',
      end_dttm: '2024-01-02T00:00:00',
    });
  });

  it('accepts only a JSON object as metadata', () => {
    expect(jsonMetadataProblem('')).toBeUndefined();
    expect(jsonMetadataProblem('{"color":"red"}')).toBeUndefined();
    expect(jsonMetadataProblem('[1]')).toMatch(/JSON object/);
    expect(jsonMetadataProblem('{nope')).toMatch(/JSON object/);
  });
});
