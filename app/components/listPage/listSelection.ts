/** Rows picked for a bulk action; kept across pages, as Superset's bulk select keeps them. */
export type ListSelection = readonly number[];

/** The selection without rows that are gone (deleted, or no longer listed). */
export function withoutKeys(selection: ListSelection, removed: readonly number[]): number[] {
  return selection.filter((key) => !removed.includes(key));
}

/**
 * The selection after the table reported the picked rows of the current page: rows of other
 * pages stay picked, rows of this page are exactly `pagePicked`.
 */
export function withPageSelection(
  selection: ListSelection,
  pageKeys: readonly number[],
  pagePicked: readonly number[],
): number[] {
  const others = selection.filter((key) => !pageKeys.includes(key));
  return [...others, ...pagePicked.filter((key) => pageKeys.includes(key))];
}

/** "1 saved query", "3 saved queries": a count with the right form of a noun. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
