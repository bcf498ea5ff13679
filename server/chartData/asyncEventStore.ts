import type { AsyncEvent, AsyncJobMetadata } from '@common/api/asyncEvents';
import type { Config } from '@server/config';
import { MemoryAsyncEventStore } from './memoryAsyncEventStore';
import { RedisAsyncEventStore } from './redisAsyncEventStore';

/** Job events by channel, in order, each with a stream id ("<ms>-<seq>"). */
export interface AsyncEventStore {
  /** Adds an event to its channel (`channel_id`) and tells every subscriber, in this process or not. */
  append(event: AsyncJobMetadata): Promise<AsyncEvent>;
  /** Up to `count` events of a channel after `lastId` (from the oldest kept when null). */
  read(channel: string, lastId: string | null, count: number): Promise<AsyncEvent[]>;
  /**
   * Calls `listener` with every appended event of every channel; settles once events are being
   * delivered, with the unsubscribe.
   */
  subscribe(listener: (event: AsyncEvent) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** A Redis stream per channel when TESSERA_REDIS_URL is set (every web process sees them), else memory. */
export function createAsyncEventStore(config: Pick<Config, 'redisUrl'>): AsyncEventStore {
  return config.redisUrl ? new RedisAsyncEventStore(config.redisUrl) : new MemoryAsyncEventStore();
}
