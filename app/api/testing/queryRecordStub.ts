import type { QueryRecord } from '@common/api/queryRecord';

/** A complete query record as the server answers it, for tests' stubbed answers. */
export function queryRecordStub(over: Partial<QueryRecord> & { id: string }): QueryRecord {
  return {
    queryId: 1,
    serverId: 1,
    dbId: 1,
    db: 'examples',
    catalog: null,
    schema: 'main',
    sql: 'select 1',
    executedSql: 'select 1',
    sqlEditorId: null,
    tab: null,
    state: 'running',
    startDttm: 1_767_225_600_000,
    endDttm: null,
    changed_on: '2026-01-01T00:00:00.000Z',
    limit: 1000,
    limitingFactor: 'DROPDOWN',
    rows: null,
    progress: 0,
    ctas: false,
    tempSchema: null,
    tempTable: null,
    resultsKey: null,
    errorMessage: null,
    trackingUrl: null,
    userId: 1,
    cached: false,
    extra: {},
    ...over,
  };
}
