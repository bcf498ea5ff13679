import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_CHANGED_MESSAGE,
  DASHBOARD_MESSAGES,
  saveErrorMessage,
} from '@common/api/dashboardMessages';
import { emptyLayout } from '@common/dashboard/layoutParse';
import { ApiError } from '@app/api/client';
import { infoOf, savedOf, storedRecord } from '../testing/headerFixtures';
import {
  afterSave,
  classifySaveFailure,
  dashboardPath,
  decideSave,
  reviewDecision,
  savePayloadFor,
  storedChangedSinceLoad,
} from './saveFlow';

const apiError = (status: number, message: string) =>
  new ApiError({ error: message, status, statusText: '' });

describe('decideSave', () => {
  const record = storedRecord();
  const saved = savedOf(record, '"v1"');
  const payload = savePayloadFor(
    infoOf(record, '"v1"', { title: 'Sales (edited)' }),
    emptyLayout('Sales'),
  );

  it('saves with the loaded ETag when nobody saved since', () => {
    expect(decideSave(saved, { record, etag: '"v1"' }, payload)).toEqual({
      kind: 'save',
      ifMatch: '"v1"',
    });
  });

  it('asks to confirm the overwrite, listing differences, when the stored version moved on', () => {
    const theirs = storedRecord({ dashboard_title: 'Sales by them', css: '.x { color: red }' });
    const decision = decideSave(saved, { record: theirs, etag: '"v2"' }, payload);
    expect(decision.kind).toBe('confirm');
    if (decision.kind !== 'confirm') return;
    // Overwrite goes over exactly the version the user reviewed.
    expect(decision.ifMatch).toBe('"v2"');
    expect(decision.differences.map((difference) => difference.field)).toEqual([
      'dashboard_title',
      'css',
      'position_json',
    ]);
    expect(decision.differences[0]).toMatchObject({
      stored: 'Sales by them',
      local: 'Sales (edited)',
    });
  });

  it('compares metadata without its layout copy (the layout is compared on its own)', () => {
    const theirs = storedRecord({
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors', positions: { old: 1 } }),
    });
    const decision = decideSave(saved, { record: theirs, etag: '"v2"' }, payload);
    if (decision.kind !== 'confirm') throw new Error('expected a confirm');
    expect(decision.differences.map((difference) => difference.field)).toEqual([
      'dashboard_title',
      'position_json',
    ]);
  });

  it('falls back on the modified time when the server sends no ETag', () => {
    const loaded = savedOf(record, null);
    expect(storedChangedSinceLoad(loaded, { record, etag: null })).toBe(false);
    const later = storedRecord({ changed_on_utc: '2024-05-02T10:00:00.000000+0000' });
    expect(storedChangedSinceLoad(loaded, { record: later, etag: null })).toBe(true);
  });

  it('review lists the differences from the version stored now', () => {
    const theirs = storedRecord({ dashboard_title: 'Sales by them' });
    const decision = reviewDecision({ record: theirs, etag: '"v3"' }, payload);
    expect(decision.ifMatch).toBe('"v3"');
    expect(decision.differences[0]?.field).toBe('dashboard_title');
  });
});

describe('classifySaveFailure', () => {
  it('412 opens the stale-version dialog', () => {
    expect(classifySaveFailure(apiError(412, DASHBOARD_CHANGED_MESSAGE))).toEqual({
      kind: 'stale',
      message: DASHBOARD_CHANGED_MESSAGE,
    });
  });

  it('403 says the user may not edit', () => {
    expect(classifySaveFailure(apiError(403, 'Forbidden'))).toEqual({
      kind: 'error',
      message: DASHBOARD_MESSAGES.noEditPermission,
    });
  });

  it('other failures carry the server message in the spec sentence', () => {
    expect(classifySaveFailure(apiError(400, 'Slug is taken'))).toEqual({
      kind: 'error',
      message: saveErrorMessage('Slug is taken'),
    });
    expect(classifySaveFailure(new Error('boom')).message).toBe(
      saveErrorMessage(DASHBOARD_MESSAGES.unknownError),
    );
  });
});

describe('afterSave', () => {
  it('keeps what was saved, the new ETag and the slug address', () => {
    const record = storedRecord();
    const info = infoOf(record, '"v1"', { title: 'Renamed', slug: 'My Board' });
    const payload = savePayloadFor(info, emptyLayout('Renamed'));
    const next = afterSave({
      info,
      saved: savedOf(record),
      payload,
      etag: '"v2"',
      lastModifiedTime: 1_714_600_000,
    });
    expect(payload.slug).toBe('My-Board');
    expect(next.saved.etag).toBe('"v2"');
    expect(next.info.etag).toBe('"v2"');
    expect(next.saved.record.dashboard_title).toBe('Renamed');
    expect(next.saved.record.position_json).toBe(payload.position_json);
    expect(next.info.url).toBe('/superset/dashboard/My-Board/');
    expect(next.info.lastModifiedTime).toBe(1_714_600_000);
    // The next overwrite check compares against what was just saved: no differences.
    expect(decideSave(next.saved, { record: next.saved.record, etag: '"v2"' }, payload).kind).toBe(
      'save',
    );
  });

  it('the address falls back to the id without a slug', () => {
    expect(dashboardPath(7, null)).toBe('/superset/dashboard/7/');
    expect(dashboardPath(7, '')).toBe('/superset/dashboard/7/');
  });
});
