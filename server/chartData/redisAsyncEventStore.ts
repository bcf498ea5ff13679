import { Redis } from 'ioredis';
import type { AsyncEvent, AsyncJobMetadata } from '@common/api/asyncEvents';
import { ASYNC_EVENT_RETENTION_MS, ASYNC_EVENTS_PER_CHANNEL } from './asyncEventLimits';
import type { AsyncEventStore } from './asyncEventStore';

const STREAM_PREFIX = 'tessera:async-events:';
/** Every web process hears every event here, and pushes those of its sockets' channels. */
const PUBSUB_CHANNEL = 'tessera:async-events';

/** A Redis stream per channel, shared by every web process. */
export class RedisAsyncEventStore implements AsyncEventStore {
  private readonly redis: Redis;
  /** A subscribed connection takes no other commands: its own, made on the first subscribe. */
  private subscribed: Promise<Redis> | undefined;
  private readonly listeners = new Set<(event: AsyncEvent) => void>();

  constructor(private readonly url: string) {
    // Connected on the first command: with async queries off, nothing dials Redis.
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
    // Each command reports its own failure; repeated here they would only flood the log.
    this.redis.on('error', () => undefined);
  }

  async append(metadata: AsyncJobMetadata): Promise<AsyncEvent> {
    const key = STREAM_PREFIX + metadata.channel_id;
    const body = JSON.stringify(metadata);
    const cutoff = Date.now() - ASYNC_EVENT_RETENTION_MS;
    const replies = await this.redis
      .multi()
      .xadd(key, 'MAXLEN', '~', ASYNC_EVENTS_PER_CHANNEL, '*', 'data', body)
      .xtrim(key, 'MINID', '~', cutoff)
      .pexpire(key, ASYNC_EVENT_RETENTION_MS)
      .exec();
    const [error, id] = replies?.[0] ?? [new Error('Redis did not add the event'), null];
    if (error || typeof id !== 'string') throw error ?? new Error('Redis did not add the event');
    const event: AsyncEvent = { ...metadata, id };
    await this.redis.publish(PUBSUB_CHANNEL, JSON.stringify(event));
    return event;
  }

  async read(channel: string, lastId: string | null, count: number): Promise<AsyncEvent[]> {
    const start = lastId === null ? '-' : `(${lastId}`;
    const entries = await this.redis.xrange(STREAM_PREFIX + channel, start, '+', 'COUNT', count);
    return entries.flatMap(([id, fields]) => {
      const body = fields[fields.indexOf('data') + 1];
      return body === undefined ? [] : [{ ...(JSON.parse(body) as AsyncJobMetadata), id }];
    });
  }

  async subscribe(listener: (event: AsyncEvent) => void): Promise<() => void> {
    this.subscribed ??= this.openSubscriber();
    await this.subscribed;
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async openSubscriber(): Promise<Redis> {
    const subscriber = new Redis(this.url, { maxRetriesPerRequest: 2 });
    subscriber.on('error', () => undefined);
    subscriber.on('message', (_channel: string, text: string) => {
      const event = JSON.parse(text) as AsyncEvent;
      for (const each of this.listeners) each(event);
    });
    try {
      // ioredis subscribes again by itself after a reconnect.
      await subscriber.subscribe(PUBSUB_CHANNEL);
    } catch (error) {
      subscriber.disconnect();
      this.subscribed = undefined;
      throw error;
    }
    return subscriber;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    const subscriber = await this.subscribed?.catch(() => undefined);
    subscriber?.disconnect();
    this.redis.disconnect();
  }
}
