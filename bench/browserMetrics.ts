// What the browser benchmarks read off a page: script bytes on the wire, when they arrived
// and when a performance mark was set.
import type { CDPSession, Page } from 'playwright-core';

/** One script response: its URL and the bytes CDP says crossed the wire (headers included). */
export interface ScriptLoad {
  url: string;
  bytes: number;
  encoding: string;
}

/** Records every script response's encoded size by request id, from the CDP Network domain. */
export async function recordScripts(cdp: CDPSession): Promise<Map<string, ScriptLoad>> {
  const scripts = new Map<string, ScriptLoad>();
  const pending = new Map<string, { url: string; encoding: string }>();
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    pending.set(event.requestId, {
      url: event.response.url,
      encoding: headers['content-encoding'] ?? 'identity',
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (response) scripts.set(event.requestId, { ...response, bytes: event.encodedDataLength });
  });
  return scripts;
}

/** When (ms from navigation start) each script's response ended, by URL, from Resource Timing. */
export function responseEnds(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .map((entry) => [entry.name, (entry as PerformanceResourceTiming).responseEnd]),
    ),
  );
}

/** Ms from navigation start to the first performance mark of that name. */
export const markTime = (page: Page, name: string) =>
  page
    .waitForFunction((mark) => performance.getEntriesByName(mark)[0]?.startTime, name, {
      timeout: 60_000,
    })
    .then(async (handle) => Number(await handle.jsonValue()));
