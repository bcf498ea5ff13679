/**
 * The decisions of the dashboard save flow (spec §5 overwrite check, issue 23 "412"), as pure
 * functions so each branch is unit tested; useDashboardSave.ts only wires them to calls.
 */
import type { DashboardRecord, DashboardUpdateBody } from '@common/api/dashboards';
import {
  DASHBOARD_CHANGED_MESSAGE,
  DASHBOARD_MESSAGES,
  saveErrorMessage,
} from '@common/api/dashboardMessages';
import type { DashboardMetadata } from '@common/dashboard/dashboardMetadata';
import type { DashboardLayout } from '@common/dashboard/layoutTypes';
import { type OverwriteDifference, overwriteDifferences } from '@common/dashboard/overwriteDiff';
import { buildSavePayload } from '@common/dashboard/savePayload';
import { ApiError } from '@app/api/client';
import type { DashboardInfo, SavedDashboard } from '../../state/dashboardSlice';

/** What to do once the stored dashboard has been read again before a save. */
export type SaveDecision =
  /** Nobody else saved since the page loaded: PUT with the loaded ETag. */
  | { kind: 'save'; ifMatch: string | null }
  /** The stored one moved on: ask, listing the differences; Overwrite PUTs with the fresh ETag. */
  | { kind: 'confirm'; differences: OverwriteDifference[]; ifMatch: string | null };

/** The stored dashboard as just read (GET with its ETag). */
export interface StoredVersion {
  record: DashboardRecord;
  etag: string | null;
}

/**
 * True when the stored dashboard changed since this page loaded or saved it: by ETag when
 * both are known, else by its modified time (a server without ETags).
 */
export function storedChangedSinceLoad(saved: SavedDashboard, stored: StoredVersion): boolean {
  if (saved.etag && stored.etag) return saved.etag !== stored.etag;
  return saved.record.changed_on_utc !== stored.record.changed_on_utc;
}

/**
 * json_metadata without its `positions` copy of the layout: the layout is compared as
 * position_json, and listing it twice would bury the metadata's own differences.
 */
export function metadataWithoutPositions(text: string | null | undefined): string {
  if (!text) return '';
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return text;
    const { positions: _positions, ...rest } = parsed as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return text;
  }
}

/** The fields the overwrite check compares, as the save would send them. */
export function localComparable(payload: DashboardUpdateBody) {
  return {
    dashboard_title: payload.dashboard_title ?? '',
    css: payload.css ?? null,
    json_metadata: metadataWithoutPositions(payload.json_metadata),
    position_json: payload.position_json ?? '',
  };
}

/** The stored dashboard's compared fields, metadata without the layout copy. */
function storedComparable(record: DashboardRecord) {
  return { ...record, json_metadata: metadataWithoutPositions(record.json_metadata) };
}

/** Spec §5: save straight away, or confirm the overwrite of someone else's newer version. */
export function decideSave(
  saved: SavedDashboard,
  stored: StoredVersion,
  payload: DashboardUpdateBody,
): SaveDecision {
  if (!storedChangedSinceLoad(saved, stored)) return { kind: 'save', ifMatch: saved.etag };
  return {
    kind: 'confirm',
    differences: overwriteDifferences(storedComparable(stored.record), localComparable(payload)),
    ifMatch: stored.etag,
  };
}

/** 412 → "Review": the differences from the version stored now, overwritten by its ETag. */
export function reviewDecision(
  stored: StoredVersion,
  payload: DashboardUpdateBody,
): Extract<SaveDecision, { kind: 'confirm' }> {
  return {
    kind: 'confirm',
    differences: overwriteDifferences(storedComparable(stored.record), localComparable(payload)),
    ifMatch: stored.etag,
  };
}

/** How a failed save is shown. */
export type SaveFailure =
  /** 412: someone saved in between; offer Reload / Review / Overwrite. */
  | { kind: 'stale'; message: string }
  /** A toast; the edits stay. */
  | { kind: 'error'; message: string };

/** Sorts a failed PUT into the stale-version dialog or a toast with the spec's messages. */
export function classifySaveFailure(error: unknown): SaveFailure {
  if (error instanceof ApiError) {
    if (error.status === 412) return { kind: 'stale', message: DASHBOARD_CHANGED_MESSAGE };
    if (error.status === 403)
      return { kind: 'error', message: DASHBOARD_MESSAGES.noEditPermission };
    return { kind: 'error', message: saveErrorMessage(error.message) };
  }
  return { kind: 'error', message: saveErrorMessage(DASHBOARD_MESSAGES.unknownError) };
}

/** The dashboard's address: by slug when it has one (Superset rewrites it after a save). */
export function dashboardPath(id: number, slug: string | null | undefined): string {
  return `/superset/dashboard/${encodeURIComponent(slug || String(id))}/`;
}

function parseMetadata(text: string | null | undefined, fallback: DashboardMetadata) {
  if (!text) return fallback;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as DashboardMetadata) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The page's info and saved copy after a successful PUT of `payload`: what Discard and the
 * next overwrite check compare to, with the new ETag for the next If-Match.
 */
export function afterSave(input: {
  info: DashboardInfo;
  saved: SavedDashboard;
  payload: DashboardUpdateBody;
  etag: string | null;
  lastModifiedTime: number;
}): { info: DashboardInfo; saved: SavedDashboard } {
  const { info, saved, payload, etag, lastModifiedTime } = input;
  const slug = payload.slug === undefined ? info.slug : payload.slug;
  const url = dashboardPath(info.id, slug);
  const changedOn = new Date(lastModifiedTime * 1000).toISOString();
  const record: DashboardRecord = {
    ...saved.record,
    dashboard_title: payload.dashboard_title ?? saved.record.dashboard_title,
    slug,
    url,
    css: payload.css ?? saved.record.css,
    json_metadata: payload.json_metadata ?? saved.record.json_metadata,
    position_json: payload.position_json ?? saved.record.position_json,
    certified_by:
      payload.certified_by === undefined ? saved.record.certified_by : payload.certified_by,
    certification_details:
      payload.certification_details === undefined
        ? saved.record.certification_details
        : payload.certification_details,
    owners: info.owners,
    roles: info.roles,
    changed_on_utc: changedOn,
  };
  return {
    saved: { record, etag },
    info: {
      ...info,
      title: record.dashboard_title,
      slug,
      url,
      css: record.css ?? '',
      certifiedBy: record.certified_by,
      certificationDetails: record.certification_details,
      metadata: parseMetadata(payload.json_metadata, info.metadata),
      changedOn,
      lastModifiedTime,
      etag,
    },
  };
}

/** The PUT body of the main Save, from the page's info and present layout (spec §5 rules). */
export function savePayloadFor(info: DashboardInfo, layout: DashboardLayout): DashboardUpdateBody {
  return buildSavePayload(
    {
      title: info.title,
      slug: info.slug,
      css: info.css,
      owners: info.owners.map((owner) => owner.id),
      roles: info.roles.map((role) => role.id),
      certified_by: info.certifiedBy,
      certification_details: info.certificationDetails,
      metadata: info.metadata,
      layout,
    },
    // Tessera always honours dashboard roles (issue 23 "Permissions").
    { rolesEnabled: true },
  );
}
