import { FieldValidationError } from '../errors';

/**
 * Superset's annotation validation errors (a taken layer name, an end before the start):
 * answered 422 `{message: {field: [..]}}` by the annotation layer routes.
 */
export class AnnotationInvalidError extends FieldValidationError {}
