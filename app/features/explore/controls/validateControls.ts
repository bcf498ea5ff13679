import type {
  ControlPanelConfig,
  ControlSpec,
  ControlValidator,
  FormData,
} from '@app/charts/types';
import { isVisible, panelControls } from './panelControls';

/** Row limit cap when the server sets no SQL max row (spec §9). */
export const DEFAULT_MAX_ROW_LIMIT = 100000;

/** Control names whose values are orderby pairs, checked as JSON (spec §5). */
const ORDERBY_CONTROLS = new Set(['orderby', 'order_by_cols']);

export interface ValidateOptions {
  /** The server's SQL max row setting; unset or 0 means DEFAULT_MAX_ROW_LIMIT. */
  maxRowLimit?: number;
}

/** Empty value or empty list (spec §5 "Empty check"). */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return undefined;
}

function validatorError(
  validator: ControlValidator,
  value: unknown,
  maxRowLimit: number,
): string | undefined {
  if (validator === 'required' || validator === 'nonEmpty') {
    return isEmptyValue(value) ? 'cannot be empty' : undefined;
  }
  // The number checks skip empty values: emptiness is the 'required' check's business.
  if (isEmptyValue(value)) return undefined;
  const number = asNumber(value);
  if (validator === 'integer') {
    return number === undefined || !Number.isInteger(number)
      ? 'is expected to be an integer'
      : undefined;
  }
  if (validator === 'number') {
    return number === undefined || Number.isNaN(number) ? 'is expected to be a number' : undefined;
  }
  if (number === undefined || Number.isNaN(number)) return undefined;
  if (number <= 0) return 'Value must be greater than 0';
  return number > maxRowLimit ? `Value cannot exceed ${maxRowLimit}` : undefined;
}

/** Superset's orderby check: each entry is an object or a JSON text. */
export function validOrderby(value: unknown): boolean {
  const entries = Array.isArray(value) ? value : isEmptyValue(value) ? [] : [value];
  return entries.every((entry) => {
    if (typeof entry === 'object' && entry !== null) return true;
    if (typeof entry !== 'string') return false;
    try {
      JSON.parse(entry);
      return true;
    } catch {
      return false;
    }
  });
}

/** The errors of one control's value (empty list when valid). */
export function validateControl(
  control: ControlSpec,
  value: unknown,
  options: ValidateOptions = {},
): string[] {
  const maxRowLimit = options.maxRowLimit || DEFAULT_MAX_ROW_LIMIT;
  const errors: string[] = [];
  for (const validator of control.validators ?? []) {
    const error = validatorError(validator, value, maxRowLimit);
    if (error && !errors.includes(error)) errors.push(error);
  }
  if (ORDERBY_CONTROLS.has(control.name) && !validOrderby(value)) {
    errors.push('Found invalid orderby options');
  }
  return errors;
}

/**
 * Errors by control name of every visible control of a panel (spec §5). Hidden controls are
 * not checked: their values are stashed, not sent.
 */
export function validateControls(
  panel: ControlPanelConfig,
  formData: FormData,
  options: ValidateOptions = {},
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const control of panelControls(panel)) {
    if (!isVisible(control, formData)) continue;
    const errors = validateControl(control, formData[control.name], options);
    if (errors.length > 0) result[control.name] = errors;
  }
  return result;
}
