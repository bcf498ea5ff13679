import { EventEmitter } from 'node:events';
import { type AsyncEvent, type AsyncJobMetadata, compareEventIds } from '@common/api/asyncEvents';
import { ASYNC_EVENT_RETENTION_MS, ASYNC_EVENTS_PER_CHANNEL } from './asyncEventLimits';
import type { AsyncEventStore } from './asyncEventStore';

/** How often, in appends, channels that went quiet are dropped. */
const SWEEP_EVERY = 500;

/** Events in this process: one web process, no Redis. */
export class MemoryAsyncEventStore implements AsyncEventStore {
  private readonly channels = new Map<string, { events: AsyncEvent[]; times: number[] }>();
  private readonly emitter = new EventEmitter();
  private lastMs = 0;
  private sequence = 0;
  private appends = 0;

  constructor(private readonly now: () => number = Date.now) {
    // Every open websocket route and test may listen; the default cap of 10 is not a leak here.
    this.emitter.setMaxListeners(0);
  }

  async append(metadata: AsyncJobMetadata): Promise<AsyncEvent> {
    const now = this.now();
    // Ids only grow, even if the clock steps back (as Redis does).
    if (now > this.lastMs) {
      this.lastMs = now;
      this.sequence = 0;
    } else this.sequence += 1;
    const event: AsyncEvent = { ...metadata, id: `${this.lastMs}-${this.sequence}` };
    let channel = this.channels.get(event.channel_id);
    if (!channel) this.channels.set(event.channel_id, (channel = { events: [], times: [] }));
    channel.events.push(event);
    channel.times.push(now);
    this.trim(channel, now);
    if (++this.appends % SWEEP_EVERY === 0) this.sweep(now);
    this.emitter.emit('event', event);
    return event;
  }

  async read(channel: string, lastId: string | null, count: number): Promise<AsyncEvent[]> {
    const kept = this.channels.get(channel);
    if (!kept) return [];
    this.trim(kept, this.now());
    const start =
      lastId === null ? 0 : kept.events.findIndex((event) => compareEventIds(event.id, lastId) > 0);
    return start < 0 ? [] : kept.events.slice(start, start + count);
  }

  async subscribe(listener: (event: AsyncEvent) => void): Promise<() => void> {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    this.channels.clear();
  }

  private trim(channel: { events: AsyncEvent[]; times: number[] }, now: number): void {
    let drop = Math.max(0, channel.events.length - ASYNC_EVENTS_PER_CHANNEL);
    while (
      drop < channel.times.length &&
      (channel.times[drop] ?? 0) < now - ASYNC_EVENT_RETENTION_MS
    )
      drop += 1;
    if (drop === 0) return;
    channel.events.splice(0, drop);
    channel.times.splice(0, drop);
  }

  private sweep(now: number): void {
    for (const [id, channel] of this.channels) {
      this.trim(channel, now);
      if (channel.events.length === 0) this.channels.delete(id);
    }
  }
}
