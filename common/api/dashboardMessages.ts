// The dashboard API's messages and slug rule, apart from its zod schemas (dashboards.ts) so the
// web app can import them without shipping zod to the dashboard page (issue 23, route JS).

/** Answer of a stale write (`If-Match` no longer current): 412 with this message. */
export const DASHBOARD_CHANGED_MESSAGE =
  'This dashboard was changed by someone else since you opened it';

/** Spec §5 / §6 messages the web app shows. */
export const DASHBOARD_MESSAGES = {
  untitled: '[ untitled dashboard ]',
  confirmOverwrite: 'Please confirm the overwrite values.',
  saved: 'This dashboard was saved successfully.',
  published: 'This dashboard is now published',
  hidden: 'This dashboard is now hidden',
  noPublishPermission: 'You do not have permissions to edit this dashboard.',
  noEditPermission: 'You do not have permission to edit this dashboard.',
  crossFilterScopingFailed: 'Failed to save cross-filter scoping',
  savedChartsFailed: 'Could not fetch all saved charts',
  unknownError: 'Sorry, an unknown error occurred',
} as const;

/** Spec §8: "Sorry, there was an error saving this dashboard: {error}". */
export function saveErrorMessage(error: string): string {
  return `Sorry, there was an error saving this dashboard: ${error}`;
}

/** Superset's slug normalisation: spaces become dashes, other non-word characters go. */
export function normalizeSlug(slug: string): string {
  return slug
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '');
}
