import type { LimitingFactor } from '@common/sql/limits';

const number = (n: number) => n.toLocaleString('en-US');

const BY: Partial<Record<LimitingFactor, string>> = {
  QUERY: 'by the query',
  DROPDOWN: 'by the dropdown',
  QUERY_AND_DROPDOWN: 'by the query and the dropdown',
  RESULT_SIZE: 'by the result size limit',
};

// A table's data preview has no dropdown: its limit is the preview's own (PREVIEW_QUERY_LIMIT),
// which its generated SELECT carries too (QUERY_AND_DROPDOWN): the user wrote neither.
const PREVIEW_BY: Partial<Record<LimitingFactor, string>> = {
  ...BY,
  DROPDOWN: 'by the preview limit',
  QUERY_AND_DROPDOWN: 'by the preview limit',
};

/**
 * The limiting factor in words, or undefined when nothing limited the rows. `preview`: the rows
 * of a table's data preview, whose limit is not the tab's dropdown.
 */
export function limitingFactorText(
  factor: string | null | undefined,
  rows: number,
  preview = false,
): string | undefined {
  const by = (preview ? PREVIEW_BY : BY)[(factor ?? '') as LimitingFactor];
  return by ? `The number of rows displayed is limited to ${number(rows)} ${by}` : undefined;
}

/** "1 row", "1,000 rows". */
export function rowCountText(rows: number): string {
  return `${number(rows)} ${rows === 1 ? 'row' : 'rows'}`;
}
