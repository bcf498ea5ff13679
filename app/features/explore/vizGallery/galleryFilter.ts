import type { ChartMetadata } from '@app/charts/types';

/** The left list's first entry. */
export const ALL_CHARTS = 'All charts';

/** Categories in catalog order of first appearance, after "All charts". */
export function galleryCategories(catalog: readonly ChartMetadata[]): string[] {
  return [ALL_CHARTS, ...new Set(catalog.map((entry) => entry.category))].filter(
    (category, index, all) => all.indexOf(category) === index,
  );
}

/** Chart types of a category matching the search in name, viz type, tags or description. */
export function galleryEntries(
  catalog: readonly ChartMetadata[],
  category: string,
  search: string,
): ChartMetadata[] {
  const text = search.trim().toLowerCase();
  return catalog.filter(
    (entry) =>
      (text !== '' || category === ALL_CHARTS || entry.category === category) &&
      (text === '' ||
        [entry.name, entry.vizType, entry.description, ...entry.tags].some((field) =>
          field.toLowerCase().includes(text),
        )),
  );
}

/** An inline SVG thumbnail as an <img> source (the CSP allows data: images; scripts never run in <img>). */
export function thumbnailSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
