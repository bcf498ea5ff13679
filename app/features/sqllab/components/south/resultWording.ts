import type { LimitingFactor } from '../../../../../common/sql/limits';

const number = (n: number) => n.toLocaleString('en-US');

const BY: Partial<Record<LimitingFactor, string>> = {
  QUERY: 'by the query',
  DROPDOWN: 'by the dropdown',
  QUERY_AND_DROPDOWN: 'by the query and the dropdown',
  RESULT_SIZE: 'by the result size limit',
};

/** The limiting factor in words, or undefined when nothing limited the rows. */
export function limitingFactorText(
  factor: string | null | undefined,
  rows: number,
): string | undefined {
  const by = BY[(factor ?? '') as LimitingFactor];
  return by ? `The number of rows displayed is limited to ${number(rows)} ${by}` : undefined;
}

/** "1 row", "1,000 rows". */
export function rowCountText(rows: number): string {
  return `${number(rows)} ${rows === 1 ? 'row' : 'rows'}`;
}
