import { z } from 'zod';
import { DashboardInvalidError } from './dashboardInvalidError';
import { isObject } from './parseDashboardLayout';

const chartIds = z.array(z.union([z.number(), z.string()]));

/**
 * The json_metadata keys whose type the dashboard page relies on (Superset's
 * DashboardJSONMetadataSchema); other keys are kept as they are.
 */
const metadataSchema = z.looseObject({
  native_filter_configuration: z.array(z.record(z.string(), z.unknown())).optional(),
  chart_configuration: z.record(z.string(), z.unknown()).optional(),
  global_chart_configuration: z.record(z.string(), z.unknown()).nullable().optional(),
  cross_filters_enabled: z.boolean().optional(),
  filter_bar_orientation: z.enum(['VERTICAL', 'HORIZONTAL']).optional(),
  refresh_frequency: z.number().min(0).optional(),
  timed_refresh_immune_slices: chartIds.optional(),
  stagger_refresh: z.boolean().optional(),
  stagger_time: z.number().min(0).optional(),
  expanded_slices: z.record(z.string(), z.unknown()).optional(),
  color_scheme: z.string().nullable().optional(),
  color_namespace: z.string().nullable().optional(),
  label_colors: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Reads json_metadata text: it must be a JSON object whose known keys have their types (else
 * 422 on `field`). `positions` (the layout Superset's client sends inside it) is taken out and
 * answered apart, so it is never stored twice.
 */
export function parseDashboardMetadata(
  text: string,
  field = 'json_metadata',
): { metadata: Record<string, unknown>; positions: unknown } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DashboardInvalidError({ [field]: ['Field must be valid JSON.'] });
  }
  if (!isObject(value)) throw new DashboardInvalidError({ [field]: ['Must be a JSON object'] });
  const checked = metadataSchema.safeParse(value);
  if (!checked.success)
    throw new DashboardInvalidError({
      [field]: checked.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || 'json_metadata'}: ${issue.message}`),
    });
  const { positions, ...metadata } = value;
  return { metadata, positions };
}
