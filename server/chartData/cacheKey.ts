import crypto from 'node:crypto';

/** What a chart data answer depends on: any change gives another key. */
export interface CacheKeyParts {
  datasetId: number;
  /** The dataset's `changed_on`: editing the dataset invalidates its cached answers. */
  datasetChangedOn: number;
  databaseId: number;
  rlsClauses: readonly string[];
  resultType: string;
  /** The normalised query object, as the client asked for it. */
  query: unknown;
  /**
   * The SQL that runs (main query, then one per time offset): it carries what the query object
   * alone does not, such as a virtual dataset's rendered template and relative time bounds.
   */
  sql: readonly string[];
}

/** The cache key of one query object's answer: a hex sha256 of its parts. */
export function chartCacheKey(parts: CacheKeyParts): string {
  return crypto
    .createHash('sha256')
    .update(
      JSON.stringify([
        1,
        parts.datasetId,
        parts.datasetChangedOn,
        parts.databaseId,
        parts.rlsClauses,
        parts.resultType,
        parts.query,
        parts.sql,
      ]),
    )
    .digest('hex');
}

/** Cache keys are hex sha256 digests; anything else is never looked up. */
export function isCacheKey(text: string): boolean {
  return /^[0-9a-f]{64}$/.test(text);
}
