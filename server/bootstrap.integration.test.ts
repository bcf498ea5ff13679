import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bootstrap } from './bootstrap';
import { closeContext } from './context';
import { StoreTooNewError } from './store/migrate';
import { createTestConfig, storeKinds } from './test/testStore';

describe.each(await storeKinds())('first start and restart on %s', (kind) => {
  it('creates the secret key and first admin once, and a restart keeps both', async () => {
    const { config, cleanup } = await createTestConfig(kind);
    try {
      const first = await bootstrap({ ...config, adminPassword: undefined });
      expect(first.adminCreated).toBe(true);
      expect(first.generatedAdminPassword).toMatch(/^\S{12,}$/);
      const keyFile = path.join(config.home, 'secret_key');
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
      const key = fs.readFileSync(keyFile, 'utf8');
      const admin = await first.ctx.users.findByUsername('admin');
      await closeContext(first.ctx);

      const second = await bootstrap({ ...config, adminPassword: undefined });
      expect(second.adminCreated).toBe(false);
      expect(second.generatedAdminPassword).toBeUndefined();
      expect(fs.readFileSync(keyFile, 'utf8')).toBe(key);
      expect((await second.ctx.users.findByUsername('admin'))?.password_hash).toBe(
        admin?.password_hash,
      );
      expect(await second.ctx.users.count()).toBe(1);
      await closeContext(second.ctx);
    } finally {
      await cleanup();
    }
  });

  it('refuses to start on a store migrated by a newer version', async () => {
    const { config, cleanup } = await createTestConfig(kind);
    try {
      const first = await bootstrap(config);
      await sql`insert into kysely_migration (name, timestamp) values ('999_from_the_future', '2030-01-01')`.execute(
        first.ctx.db,
      );
      await closeContext(first.ctx);
      await expect(bootstrap(config)).rejects.toThrow(StoreTooNewError);
      await expect(bootstrap(config)).rejects.toThrow(/newer version of Tessera/);
    } finally {
      await cleanup();
    }
  });
});
