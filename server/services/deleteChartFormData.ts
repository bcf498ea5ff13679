import type { AppContext } from '../context';
import { ForbiddenError } from '../errors';
import type { Principal } from '../plugins/auth';
import { KeyValueRepository } from '../store/keyValueRepository';
import { EXPLORE_FORM_DATA_RESOURCE, findChartFormData } from './readChartFormData';
import { FORM_DATA_FORBIDDEN_MESSAGE } from './saveChartFormData';

/** DELETE /api/v1/explore/form_data/{key}: only the user who stored it may drop it. */
export async function deleteChartFormData(
  ctx: AppContext,
  principal: Principal,
  key: string,
): Promise<void> {
  const stored = await findChartFormData(ctx, key);
  if (stored.owner !== principal.user.id) throw new ForbiddenError(FORM_DATA_FORBIDDEN_MESSAGE);
  await new KeyValueRepository(ctx.db).delete(EXPLORE_FORM_DATA_RESOURCE, key);
}
