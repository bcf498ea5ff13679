import { describe, expect, it } from 'vitest';
import type { PermissionPair } from '@common/permissions/builtinRoles';
import { BUILTIN_ROLE_PERMISSIONS } from '@common/permissions/builtinRoles';
import { AppError } from '../errors';
import type { Principal } from '../plugins/auth';
import {
  assertDatasourceAccess,
  canReadDatasource,
  type DatasourceRef,
  datasourcePermissionView,
  schemaPermissionView,
} from './datasourcePolicy';

const flights: DatasourceRef = {
  id: 3,
  table_name: 'flights',
  schema: 'main',
  database: { id: 1, database_name: 'examples' },
};

function principal(pairs: PermissionPair[], role = 'custom'): Principal {
  return {
    user: { id: 7 } as Principal['user'],
    roles: { Gamma: BUILTIN_ROLE_PERMISSIONS.Gamma, [role]: pairs },
  };
}

function refusal(who: Principal, dataset: DatasourceRef): AppError {
  try {
    assertDatasourceAccess(who, dataset);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('access was not refused');
}

describe('datasource access', () => {
  it('names permissions as Superset does', () => {
    expect(datasourcePermissionView('examples', 'flights', 3)).toBe('[examples].[flights](id:3)');
    expect(schemaPermissionView('examples', 'main')).toBe('[examples].[main]');
  });

  it('grants any one of dataset, schema, database or global access', () => {
    const grants: PermissionPair[][] = [
      [['datasource_access', '[examples].[flights](id:3)']],
      [['schema_access', '[examples].[main]']],
      [['database_access', '[examples].(id:1)']],
      [['all_datasource_access', 'all_datasource_access']],
      [['all_database_access', 'all_database_access']],
    ];
    for (const pairs of grants) {
      expect(canReadDatasource(principal(pairs), flights)).toBe(true);
      expect(() => assertDatasourceAccess(principal(pairs), flights)).not.toThrow();
    }
    expect(canReadDatasource({ ...principal([]), roles: { Admin: [] } }, flights)).toBe(true);
    expect(canReadDatasource(principal([...BUILTIN_ROLE_PERMISSIONS.Alpha]), flights)).toBe(true);
  });

  it('refuses grants on another dataset, schema or database', () => {
    const near: PermissionPair[][] = [
      [],
      [['datasource_access', '[examples].[flights](id:4)']],
      [['datasource_access', '[other].[flights](id:3)']],
      [['schema_access', '[examples].[public]']],
      [['schema_access', '[other].[main]']],
      [['database_access', '[examples].(id:2)']],
      [['can_read', 'Dataset']],
    ];
    for (const pairs of near) expect(canReadDatasource(principal(pairs), flights)).toBe(false);
  });

  it('does not let a schema grant reach a dataset without a schema', () => {
    const virtual = { ...flights, schema: '' };
    expect(canReadDatasource(principal([['schema_access', '[examples].[]']]), virtual)).toBe(false);
  });

  it('answers 403 in Superset shape, naming the permissions that would do', () => {
    const error = refusal(principal([]), flights);
    expect(error.statusCode).toBe(403);
    expect(error.errorType).toBe('DATASOURCE_SECURITY_ACCESS_ERROR');
    expect(error.message).toBe(
      'This endpoint requires the datasource main.flights, database or `all_datasource_access` permission',
    );
    expect(error.extra).toEqual({
      datasource: 'main.flights',
      datasource_id: 3,
      permissions: [
        'datasource_access on [examples].[flights](id:3)',
        'schema_access on [examples].[main]',
        'database_access on [examples].(id:1)',
        'all_datasource_access on all_datasource_access',
      ],
    });
    const noSchema = refusal(principal([]), { ...flights, schema: null });
    expect(noSchema.message).toContain('the datasource flights,');
    expect(noSchema.extra.permissions).toHaveLength(3);
  });
});
