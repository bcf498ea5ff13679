import { DASHBOARD_CHANGED_MESSAGE } from '@common/api/dashboardMessages';
import { ErrorType } from '@common/errors/errorTypes';
import { AppError } from '../errors';

/**
 * A save whose If-Match names a version that is no longer stored: 412 with
 * DASHBOARD_CHANGED_MESSAGE; the dashboard routes send the current ETag with it.
 */
export class DashboardChangedError extends AppError {
  constructor(readonly currentEtag: string | undefined) {
    super(412, DASHBOARD_CHANGED_MESSAGE, ErrorType.GENERIC_COMMAND_ERROR);
  }
}
