import type { Kysely, Migration } from 'kysely';

/**
 * `queries.alive_on`: when the process running a record last said it still runs it. With
 * several web processes on one store, a process can then tell another's live run (recent
 * heartbeat) from one whose process is gone, without touching `changed_on`, which pollers read.
 */
export const queryHeartbeatMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('queries').addColumn('alive_on', 'bigint').execute();
  },
};
