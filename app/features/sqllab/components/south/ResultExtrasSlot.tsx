import { lazy, Suspense } from 'react';
import type { Query } from '@app/features/sqllab/state';

// Only a successful result needs these (and their calls): they load with the first one.
const ResultExtras = lazy(() =>
  import('./ResultExtras').then((m) => ({ default: m.ResultExtras })),
);

/** The CTAS notice and "Save dataset" above a tab's successful result. */
export function ResultExtrasSlot({ query }: { query: Query | undefined }) {
  if (query?.state !== 'success' || query.isDataPreview) return null;
  return (
    <Suspense fallback={null}>
      <ResultExtras query={query} />
    </Suspense>
  );
}
