/** The properties modal's form as plain data: filled from the page, validated, turned into changes. */
import type { ChartRelatedOption } from '@common/api/charts';
import { normalizeSlug } from '@common/api/dashboardMessages';
import { encodeRison } from '@common/api/rison';
import type { DashboardMetadata } from '@common/dashboard/dashboardMetadata';
import { apiFetch } from '@app/api/client';
import type { DashboardInfo } from '../../state/dashboardSlice';

/** One picked owner or role. */
export interface PickedOption {
  id: number;
  name: string;
}

/** The fields the modal edits. */
export interface PropertiesForm {
  title: string;
  slug: string;
  owners: PickedOption[];
  roles: PickedOption[];
  certifiedBy: string;
  certificationDetails: string;
  colorScheme: string | undefined;
  /** json_metadata as text, without `positions` (the layout is saved from the layout itself). */
  metadataText: string;
}

/** The form filled from the page's info. */
export function formFromInfo(info: DashboardInfo): PropertiesForm {
  const { positions: _positions, ...metadata } = info.metadata;
  return {
    title: info.title,
    slug: info.slug ?? '',
    owners: info.owners.map((owner) => ({
      id: owner.id,
      name: `${owner.first_name} ${owner.last_name}`.trim(),
    })),
    roles: info.roles.map((role) => ({ id: role.id, name: role.name })),
    certifiedBy: info.certifiedBy ?? '',
    certificationDetails: info.certificationDetails ?? '',
    colorScheme: info.metadata.color_scheme,
    metadataText: JSON.stringify(metadata, null, 2),
  };
}

/** The metadata text parsed; an error message when it is not a JSON object. */
export function parseMetadataText(
  text: string,
): { metadata: DashboardMetadata; error: null } | { metadata: null; error: string } {
  if (text.trim() === '') return { metadata: {}, error: null };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return { metadata: parsed as DashboardMetadata, error: null };
    return { metadata: null, error: 'JSON metadata must be an object ({ … }).' };
  } catch (error) {
    return {
      metadata: null,
      error:
        `JSON metadata is not valid JSON: ${error instanceof Error ? error.message : ''}`.trim(),
    };
  }
}

/**
 * The info fields the form changes, or the metadata error. The colour scheme picker wins
 * over a color_scheme typed in the JSON; the layout copy (`positions`) is kept.
 */
export function changesFromForm(
  form: PropertiesForm,
  info: DashboardInfo,
): { changes: Partial<DashboardInfo>; error: null } | { changes: null; error: string } {
  const parsed = parseMetadataText(form.metadataText);
  if (parsed.error !== null) return { changes: null, error: parsed.error };
  const metadata: DashboardMetadata = { ...parsed.metadata, color_scheme: form.colorScheme };
  if (!form.colorScheme) delete metadata.color_scheme;
  if (info.metadata.positions) metadata.positions = info.metadata.positions;
  const certifiedBy = form.certifiedBy.trim() || null;
  const slug = normalizeSlug(form.slug);
  return {
    error: null,
    changes: {
      title: form.title.trim(),
      slug: slug || null,
      owners: form.owners.map((owner) => {
        const known = info.owners.find((user) => user.id === owner.id);
        const [first = '', ...rest] = owner.name.split(' ');
        return known ?? { id: owner.id, first_name: first, last_name: rest.join(' ') };
      }),
      roles: form.roles.map((role) => ({ id: role.id, name: role.name })),
      certifiedBy,
      // Spec §5: details only with a certifier.
      certificationDetails: certifiedBy ? form.certificationDetails.trim() || null : null,
      metadata,
    },
  };
}

/** GET /api/v1/dashboard/related/{owners|roles}: the choices of the owners and roles pickers. */
export async function relatedOptions(
  field: 'owners' | 'roles',
  filter: string,
): Promise<PickedOption[]> {
  const q = encodeRison({ filter, page: 0, page_size: 100 });
  const answer = await apiFetch<{ result: ChartRelatedOption[] }>(
    'GET',
    `/api/v1/dashboard/related/${field}?q=${encodeURIComponent(q)}`,
  );
  return answer.result.map((option) => ({ id: option.value, name: option.text }));
}
