import { listAnnotationLayers } from '@app/api/annotationLayers';
import { apiFetch } from '@app/api/client';
import { listRequestPath } from '@app/api/listRequest';
import type { ChartListResponse } from '@common/api/charts';

/** A pickable annotation source: a native layer or a saved chart. */
export interface SourceOption {
  value: number;
  label: string;
}

/** Native annotation layers (GET /api/v1/annotation_layer/). */
export async function nativeLayerOptions(): Promise<SourceOption[]> {
  const answer = await listAnnotationLayers({
    filters: [],
    order_column: 'name',
    order_direction: 'asc',
    page: 0,
    page_size: 100,
  });
  return answer.result.map((layer) => ({ value: layer.id, label: layer.name }));
}

/** Saved charts of the given viz types, as annotation sources (GET /api/v1/chart/). */
export async function chartOptions(vizTypes: string[]): Promise<SourceOption[]> {
  const answer = await apiFetch<ChartListResponse>(
    'GET',
    listRequestPath('/api/v1/chart/', {
      filters: [{ col: 'viz_type', opr: 'in', value: vizTypes }],
      order_column: 'slice_name',
      order_direction: 'asc',
      page: 0,
      page_size: 200,
    }),
  );
  return answer.result.map((chart) => ({ value: chart.id, label: chart.slice_name }));
}
