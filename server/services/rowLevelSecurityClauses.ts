import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import {
  type RlsFilterOfDataset,
  RowLevelSecurityRepository,
} from '../store/rowLevelSecurityRepository';

/**
 * Whether a rule binds the caller: a Regular rule binds holders of one of its roles; a Base rule
 * binds everyone except them (Superset's RowLevelSecurityFilterType). Role names compare
 * case-insensitively, as role lookups do.
 */
function binds(filter: RlsFilterOfDataset, roleNames: Set<string>): boolean {
  const holds = filter.roles.some((role) => roleNames.has(role.toLowerCase()));
  return filter.filter_type === 'Base' ? !holds : holds;
}

/** The clauses of the given rules as Superset combines them: ORed per group key, then ANDed. */
export function combineRlsClauses(
  filters: Pick<RlsFilterOfDataset, 'group_key' | 'clause'>[],
): string[] {
  // Each entry is one ANDed term; a group's term sits where its first rule was.
  const terms: string[][] = [];
  const groups = new Map<string, string[]>();
  for (const filter of filters) {
    const clause = `(${filter.clause})`;
    const key = filter.group_key?.trim();
    const group = key ? groups.get(key) : undefined;
    if (group) group.push(clause);
    else {
      const term = [clause];
      terms.push(term);
      if (key) groups.set(key, term);
    }
  }
  return terms.map((term) => (term.length === 1 ? (term[0] ?? '') : `(${term.join(' OR ')})`));
}

/**
 * The row-level security clauses that bind the caller on a dataset, each one parenthesised
 * boolean expression; the compiler ANDs them into every query of the dataset.
 */
export async function rowLevelSecurityClauses(
  ctx: AppContext,
  principal: Principal,
  datasetId: number,
): Promise<string[]> {
  const filters = await new RowLevelSecurityRepository(ctx.db).filtersOfDataset(datasetId);
  if (filters.length === 0) return [];
  const roleNames = new Set(Object.keys(principal.roles).map((name) => name.toLowerCase()));
  return combineRlsClauses(filters.filter((filter) => binds(filter, roleNames)));
}
