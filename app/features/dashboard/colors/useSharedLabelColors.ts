/**
 * One label, one colour across the dashboard (spec §4 "Colour schemes"): the charts' colour
 * scales share app/charts/shared/colorSchemes' `sharedLabelColors` map. A dashboard page starts
 * it from its saved `shared_label_colors` and empties it when it opens another dashboard or
 * is left, so colours never leak between dashboards.
 */
import { useEffect, useRef } from 'react';
import type { DashboardMetadata } from '@common/dashboard/dashboardMetadata';
import { sharedLabelColors } from '@app/charts/shared/colorSchemes';

/** Label → colour pairs of a saved `shared_label_colors` (older metadata lists labels only). */
export function savedSharedColors(metadata: DashboardMetadata | undefined): [string, string][] {
  const saved = metadata?.shared_label_colors;
  if (!saved || Array.isArray(saved)) return [];
  return Object.entries(saved).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
}

/** Resets the page's shared label colours for this dashboard (see the file comment). */
export function useSharedLabelColors(
  dashboardId: number | null,
  metadata: DashboardMetadata | undefined,
): void {
  // Seeded once per dashboard: later metadata edits (colour scheme) re-colour through props.
  const latest = useRef(metadata);
  latest.current = metadata;
  useEffect(() => {
    sharedLabelColors.clear();
    if (dashboardId !== null) {
      for (const [label, color] of savedSharedColors(latest.current)) {
        sharedLabelColors.set(label, color);
      }
    }
    return () => sharedLabelColors.clear();
  }, [dashboardId]);
}
