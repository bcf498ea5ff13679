import { FieldValidationError } from '../errors';

/**
 * Superset's DatasetInvalidError: a PUT or import the dataset's rules refuse, answered 422
 * `{message: {columns: ["One or more columns are duplicated"]}}` by the dataset routes.
 */
export class DatasetInvalidError extends FieldValidationError {}

/** Throws a DatasetInvalidError when any field has a problem. */
export function assertNoProblems(problems: Record<string, string[]>): void {
  if (Object.keys(problems).length > 0) throw new DatasetInvalidError(problems);
}
