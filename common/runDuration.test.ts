import { describe, expect, it } from 'vitest';
import { durationText, epochMs, runDuration, runDurationMs, runIsOngoing } from './runDuration';

const START = 1_700_000_000_000;
const NOW = START + 53_800;

describe('runDurationMs', () => {
  it('is the record end minus its start, whatever the time now', () => {
    expect(runDurationMs({ state: 'success', start: START, end: START + 3 }, NOW)).toBe(3);
    expect(runDurationMs({ state: 'failed', start: START, end: START + 1500 }, NOW)).toBe(1500);
    expect(runDurationMs({ state: 'stopped', start: START, end: START + 20_000 }, NOW)).toBe(
      20_000,
    );
    expect(runDurationMs({ state: 'timed_out', start: START, end: START + 30_000 }, NOW)).toBe(
      30_000,
    );
  });

  it('is the time so far while the run is in progress', () => {
    for (const state of ['running', 'pending', 'started', 'fetching', 'scheduled']) {
      expect(runDurationMs({ state, start: START, end: null }, NOW), state).toBe(53_800);
      expect(runIsOngoing({ state, start: START, end: null }), state).toBe(true);
    }
    // A running record that already has an end (a stop on its way) is not ticking.
    expect(runIsOngoing({ state: 'running', start: START, end: START + 3 })).toBe(false);
    expect(runDurationMs({ state: 'running', start: START, end: START + 3 }, NOW)).toBe(3);
  });

  it('is unknown for a finished run without an end, never the time until now', () => {
    for (const state of ['success', 'failed', 'stopped', 'timed_out'])
      expect(runDurationMs({ state, start: START, end: null }, NOW), state).toBeUndefined();
    expect(runDurationMs({ state: 'running', start: null, end: null }, NOW)).toBeUndefined();
  });

  it('reads the server times as text and never goes below zero', () => {
    expect(
      runDurationMs({ state: 'success', start: String(START), end: `${START + 3}` }, NOW),
    ).toBe(3);
    expect(
      runDurationMs(
        { state: 'success', start: '2026-01-01T00:00:00', end: '2026-01-01T00:00:01.250Z' },
        NOW,
      ),
    ).toBe(1250);
    // A browser clock behind the server's: an in-progress run shows zero, not a negative.
    expect(runDurationMs({ state: 'running', start: NOW + 5000, end: null }, NOW)).toBe(0);
    expect(runDurationMs({ state: 'success', start: START, end: START - 1 }, NOW)).toBe(0);
  });
});

describe('runDuration and durationText', () => {
  it("word the record's duration as SQL Lab does", () => {
    expect(runDuration({ state: 'success', start: START, end: START + 3 }, NOW)).toBe('0.00 s');
    expect(runDuration({ state: 'success', start: START, end: START + 420 }, NOW)).toBe('0.42 s');
    expect(runDuration({ state: 'running', start: START, end: undefined }, NOW)).toBe('53.8 s');
    expect(runDuration({ state: 'success', start: START, end: null }, NOW)).toBe('');
    expect(durationText(12_345)).toBe('12.3 s');
    expect(durationText(125_000)).toBe('2 min 5 s');
    expect(durationText(3_720_000)).toBe('1 h 2 min');
    expect(durationText(-5)).toBe('0.00 s');
  });

  it('reads epoch ms from numbers and text, and nothing from nonsense', () => {
    expect(epochMs(5)).toBe(5);
    expect(epochMs('5')).toBe(5);
    expect(epochMs('not a time')).toBeUndefined();
    expect(epochMs('')).toBeUndefined();
    expect(epochMs(Number.NaN)).toBeUndefined();
  });
});
