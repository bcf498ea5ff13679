import type { FastifyInstance } from 'fastify';
import type { CurrentUser, CurrentUserRoles } from '@common/api/auth';
import type { RolePermissions } from '@common/permissions/hasPermission';
import { requirePrincipal } from '@server/plugins/auth';
import type { UserRow } from '@server/store/userRepository';

/** The `/api/v1/me/` shape of a user. */
export function currentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    is_active: user.active === 1,
    is_anonymous: false,
  };
}

const DATA_ACCESS = ['database_access', 'schema_access', 'datasource_access'];

/** The data grants among the roles' pairs, grouped by kind, as Superset's bootstrap has them. */
function dataAccess(roles: RolePermissions): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const pairs of Object.values(roles)) {
    for (const [action, view] of pairs) {
      if (DATA_ACCESS.includes(action)) (result[action] ??= []).push(view);
    }
  }
  return result;
}

/** GET /api/v1/me/ and /api/v1/me/roles/: who is signed in and what they may do. */
export function meRoutes(app: FastifyInstance): void {
  app.get('/api/v1/me/', async (request) => ({
    result: currentUser(requirePrincipal(request).user),
  }));

  app.get('/api/v1/me/roles/', async (request) => {
    const { roles } = requirePrincipal(request);
    const result: CurrentUserRoles = {
      roles: Object.fromEntries(
        Object.entries(roles).map(([name, pairs]) => [name, pairs.map(([a, v]) => [a, v])]),
      ),
      permissions: dataAccess(roles),
    };
    return { result };
  });
}
