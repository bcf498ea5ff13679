import { describe, expect, it } from 'vitest';
import type { ChartMetadata } from '@app/charts/types';
import { ALL_CHARTS, galleryCategories, galleryEntries, thumbnailSrc } from './galleryFilter';

const entry = (
  vizType: string,
  name: string,
  category: ChartMetadata['category'],
  tags: string[] = [],
): ChartMetadata => ({
  vizType,
  name,
  category,
  description: `${name} description`,
  thumbnail: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  tags,
  behaviours: [],
  annotationTypes: [],
});
const CATALOG = [
  entry('echarts_timeseries_bar', 'Bar Chart', 'Evolution', ['Popular']),
  entry('pie', 'Pie Chart', 'Part of a Whole', ['Circular']),
  entry('table', 'Table', 'Table'),
  entry('echarts_area', 'Area Chart', 'Evolution'),
];

describe('gallery filter', () => {
  it('lists All charts then each category once', () => {
    expect(galleryCategories(CATALOG)).toEqual([
      ALL_CHARTS,
      'Evolution',
      'Part of a Whole',
      'Table',
    ]);
  });

  it('narrows by category, and searches across categories by name, key or tag', () => {
    expect(galleryEntries(CATALOG, 'Evolution', '').map((e) => e.vizType)).toEqual([
      'echarts_timeseries_bar',
      'echarts_area',
    ]);
    expect(galleryEntries(CATALOG, ALL_CHARTS, '')).toHaveLength(4);
    expect(galleryEntries(CATALOG, 'Table', 'circular').map((e) => e.vizType)).toEqual(['pie']);
    expect(galleryEntries(CATALOG, ALL_CHARTS, 'TIMESERIES_BAR').map((e) => e.vizType)).toEqual([
      'echarts_timeseries_bar',
    ]);
  });

  it('encodes thumbnails as data URLs', () => {
    expect(thumbnailSrc('<svg a="1"/>')).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%221%22%2F%3E',
    );
  });
});
