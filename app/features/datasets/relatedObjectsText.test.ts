import { describe, expect, it } from 'vitest';
import type { DatasetRelatedObjects } from '@common/api/datasets';
import { relatedObjectsText } from './relatedObjectsText';

const related = (charts: string[], dashboards: string[], chartCount = charts.length) =>
  ({
    charts: {
      count: chartCount,
      result: charts.map((slice_name, id) => ({ id, slice_name, viz_type: 'table' })),
    },
    dashboards: {
      count: dashboards.length,
      result: dashboards.map((title, id) => ({ id, title, slug: null, json_metadata: null })),
    },
  }) satisfies DatasetRelatedObjects;

describe('relatedObjectsText', () => {
  it('says nothing breaks when nothing uses the dataset', () => {
    expect(relatedObjectsText(related([], []))).toBeNull();
  });

  it('names one chart without dashboards', () => {
    expect(relatedObjectsText(related(['Delays'], []))).toEqual([
      'This dataset is used by 1 chart: Delays.',
      'Deleting the dataset will break it.',
    ]);
  });

  it('names ten charts and counts the rest, and names the dashboards', () => {
    const names = Array.from({ length: 12 }, (_, i) => `C${i + 1}`);
    expect(relatedObjectsText(related(names, ['Ops', 'Board'], 14))).toEqual([
      'This dataset is used by 14 charts: C1, C2, C3, C4, C5, C6, C7, C8, C9, C10 and 4 more.',
      'They appear on 2 dashboards: Ops, Board.',
      'Deleting the dataset will break them.',
    ]);
  });
});
