import { COMPONENT_TYPES, DASHBOARD_VERSION_KEY } from '@common/dashboard/layoutTypes';
import { DashboardInvalidError } from './dashboardInvalidError';

/** A layout as stored: id → component, plus the version key. */
export type StoredLayout = Record<string, unknown>;

const TYPES = new Set<string>(COMPONENT_TYPES);

/** True for a JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why one entry of the layout is not a component, or undefined when it is one. */
function entryProblem(key: string, value: unknown): string | undefined {
  if (key === DASHBOARD_VERSION_KEY)
    return typeof value === 'string' ? undefined : `${key} must be a string`;
  if (!isObject(value)) return `Component ${key} must be an object`;
  if (typeof value.type !== 'string' || !TYPES.has(value.type))
    return `Component ${key} has an unknown type: ${String(value.type).slice(0, 50)}`;
  if (typeof value.id !== 'string' || value.id === '') return `Component ${key} has no id`;
  // Superset's HEADER_ID carries no children; a list, when present, names component ids.
  const { children, meta } = value;
  if (
    children !== undefined &&
    !(Array.isArray(children) && children.every((child) => typeof child === 'string'))
  )
    return `Component ${key} must list its children as ids`;
  if (meta !== undefined && !isObject(meta))
    return `Component ${key} has a meta that is not an object`;
  if (value.type === 'CHART') {
    const chartId = isObject(meta) ? meta.chartId : undefined;
    if (typeof chartId !== 'number' || !Number.isInteger(chartId) || chartId <= 0)
      return `Chart component ${key} has no chartId`;
  }
  return undefined;
}

/**
 * Checks a layout (Superset's position_json, text or already parsed) is an object of layout
 * components; answers it with the chart ids it places. A malformed one is a 422 on the field.
 */
export function parseDashboardLayout(
  given: string | unknown,
  field = 'position_json',
): { layout: StoredLayout; chartIds: number[] } {
  let value = given;
  if (typeof given === 'string') {
    try {
      value = JSON.parse(given);
    } catch {
      throw new DashboardInvalidError({ [field]: ['Field must be valid JSON.'] });
    }
  }
  if (!isObject(value))
    throw new DashboardInvalidError({
      [field]: ['The layout must be a JSON object of components'],
    });
  const problems: string[] = [];
  const chartIds = new Set<number>();
  for (const [key, entry] of Object.entries(value)) {
    const problem = entryProblem(key, entry);
    if (problem) problems.push(problem);
    else if (isObject(entry) && entry.type === 'CHART' && isObject(entry.meta)) {
      const { chartId } = entry.meta;
      if (typeof chartId === 'number') chartIds.add(chartId);
    }
    // A few problems say enough; a broken layout of thousands would make a huge answer.
    if (problems.length >= 5) break;
  }
  if (problems.length) throw new DashboardInvalidError({ [field]: problems });
  return { layout: value, chartIds: [...chartIds] };
}
