// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushLogEvents, LOG_BATCH_MAX, logEvent, setLogSender } from './eventLogger';

describe('logEvent', () => {
  let sent: { url: string; events: Record<string, unknown>[] }[];

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    setLogSender((url, events) => sent.push({ url, events }));
  });
  afterEach(() => {
    flushLogEvents();
    setLogSender(undefined);
    vi.useRealTimers();
  });

  it('sends once after a second of quiet, each new event restarting the wait', () => {
    logEvent('sqllab_run_query', { source: 'sqlLab', event_type: 'timing', duration: 12 });
    vi.advanceTimersByTime(900);
    logEvent('sqllab_stop_query', { source: 'sqlLab' });
    vi.advanceTimersByTime(900);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(sent).toHaveLength(1);
    const [first, second] = sent[0]!.events;
    expect(sent[0]!.url).toBe('/superset/log/?explode=events');
    expect(first).toMatchObject({
      event_name: 'sqllab_run_query',
      source: 'sqlLab',
      event_type: 'timing',
      duration: 12,
      visibility: 'visible',
    });
    expect(typeof first!.ts).toBe('number');
    expect(first!.impression_id).toBe(second!.impression_id);
    expect(first!.event_id).not.toBe(second!.event_id);
  });

  it('sends a full batch at once and never more than 1024 events per send', () => {
    for (let i = 0; i < LOG_BATCH_MAX + 5; i += 1)
      logEvent('render', { source: 'dashboard', source_id: 7 });
    expect(sent.map((batch) => batch.events.length)).toEqual([LOG_BATCH_MAX]);
    expect(sent[0]!.url).toBe('/superset/log/?explode=events&dashboard_id=7');
    vi.advanceTimersByTime(1000);
    expect(sent.map((batch) => batch.events.length)).toEqual([LOG_BATCH_MAX, 5]);
  });

  it('flushes when the page is hidden', () => {
    logEvent('spa_navigation');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('uses sendBeacon with the form Superset reads when the browser has it', () => {
    setLogSender(undefined);
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    logEvent('spa_navigation', { source: 'explore', source_id: 3 });
    flushLogEvents();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] as unknown as [string, URLSearchParams];
    expect(url).toBe('/superset/log/?explode=events&slice_id=3');
    expect(JSON.parse(body.get('events')!)[0]).toMatchObject({ event_name: 'spa_navigation' });
  });
});
