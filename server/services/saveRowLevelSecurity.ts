import type { RlsCreateBody, RlsUpdateBody } from '@common/api/rowLevelSecurity';
import { sqlClauseProblem } from '@common/sql/sqlClauseProblem';
import type { AppContext } from '../context';
import { FieldValidationError, NotFoundError } from '../errors';
import { RoleRepository } from '../store/roleRepository';
import { type RlsFilterRow, RowLevelSecurityRepository } from '../store/rowLevelSecurityRepository';

type StoredFields = Partial<
  Pick<RlsFilterRow, 'name' | 'description' | 'filter_type' | 'group_key' | 'clause'>
>;

/** The body's given values as stored: blank optional texts become null. */
function fieldsOf(body: RlsUpdateBody): StoredFields {
  const fields: StoredFields = {};
  if (body.name !== undefined) fields.name = body.name;
  if (body.filter_type !== undefined) fields.filter_type = body.filter_type;
  if (body.clause !== undefined) fields.clause = body.clause;
  if (body.description !== undefined)
    fields.description = body.description?.trim() ? body.description : null;
  if (body.group_key !== undefined) fields.group_key = body.group_key || null;
  return fields;
}

/**
 * Creates (id undefined) or updates a row-level security rule. The clause is an admin's SQL, but
 * it must stay one expression inside the WHERE it is put in: no second statement, no comment that
 * runs on, balanced parentheses. Unknown tables and roles, and a taken name, are refused.
 */
export async function saveRowLevelSecurity(
  ctx: AppContext,
  id: number | undefined,
  body: RlsCreateBody | RlsUpdateBody,
  now = Date.now(),
): Promise<number> {
  const problems: Record<string, string[]> = {};
  const clauseProblem = body.clause === undefined ? undefined : sqlClauseProblem(body.clause);
  if (clauseProblem) problems.clause = [clauseProblem];
  return ctx.db.transaction().execute(async (trx) => {
    const rules = new RowLevelSecurityRepository(trx);
    if (id !== undefined && !(await rules.findById(id))) throw new NotFoundError('Not found');
    if (body.name !== undefined) {
      const clash = await rules.findByName(body.name);
      if (clash && clash.id !== id) problems.name = [`A rule named ${body.name} already exists.`];
    }
    const tables = body.tables && [...new Set(body.tables)];
    if (tables && (await rules.existingDatasetIds(tables)).length !== tables.length)
      problems.tables = ['Datasource does not exist.'];
    const roles = body.roles && [...new Set(body.roles)];
    if (roles && (await new RoleRepository(trx).existingIds(roles)).length !== roles.length)
      problems.roles = ['Some roles do not exist.'];
    if (Object.keys(problems).length > 0) throw new FieldValidationError(problems);
    const fields = fieldsOf(body);
    if (id === undefined) {
      const create = body as RlsCreateBody;
      return rules.insert(
        {
          name: create.name,
          filter_type: create.filter_type,
          clause: create.clause,
          description: null,
          group_key: null,
          ...fields,
          created_on: now,
          changed_on: now,
        },
        tables ?? [],
        roles ?? [],
      );
    }
    await rules.update(id, { ...fields, changed_on: now }, tables, roles);
    return id;
  });
}
