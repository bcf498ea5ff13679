import type { Query } from './types';

/** The query runs part of SQL Lab's state. */
export interface QueriesState {
  /** Query runs by client id. */
  queries: Record<string, Query>;
  /** The newest server change seen (epoch ms); polls ask for changes since about then. */
  queriesLastUpdate: number;
}
