import { FieldValidationError } from '../errors';

/**
 * Superset's DashboardInvalidError: a create, save or copy the dashboard rules refuse (a taken
 * slug, unknown owners, a malformed layout), answered 422 `{message: {field: [..]}}` by the
 * dashboard routes.
 */
export class DashboardInvalidError extends FieldValidationError {}
