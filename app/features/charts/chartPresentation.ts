import type { ChartRecord } from '@common/api/charts';
import { chartMetadata } from '@app/charts/registry';

/** A chart list row: the record and whether the caller starred it. */
export type ChartListItem = ChartRecord & { starred: boolean };

/** The chart type's display name, or its key when the type is unknown here. */
export function vizTypeName(vizType: string): string {
  return chartMetadata(vizType)?.name ?? vizType;
}

/** The chart type's inline SVG thumbnail as an image URL, or null for an unknown type. */
export function thumbnailSrc(vizType: string): string | null {
  const svg = chartMetadata(vizType)?.thumbnail;
  return svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null;
}

/** Explore of a saved chart. */
export function chartExploreUrl(id: number): string {
  return `/explore/?slice_id=${id}`;
}
