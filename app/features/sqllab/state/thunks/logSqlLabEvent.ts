import type { LogFields } from '@app/api/eventLogger';

/**
 * Logs a SQL Lab usage event (spec §3 "Log event": SQL Lab events carry db_id and schema). The
 * logger loads on first use: SQL Lab's first load is at its byte budget.
 */
export function logSqlLabEvent(eventName: string, fields: LogFields): void {
  void import('@app/api/eventLogger').then(
    ({ logEvent }) => logEvent(eventName, { source: 'sqlLab', ...fields }),
    () => undefined,
  );
}
