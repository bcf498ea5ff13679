import { Alert } from '@app/components/antdKit';
import { ApiError } from '@app/api/client';

const FIELD_NAMES: Record<string, string> = {
  columns: 'Columns',
  metrics: 'Metrics',
  main_dttm_col: 'Default datetime column',
  template_params: 'Template parameters',
  cache_timeout: 'Cache timeout',
  owners: 'Owners',
  sql: 'SQL',
  table_name: 'Name',
  extra: 'Extra',
};

/**
 * A failed save as field → messages: a 422 names its fields (`{message: {field: [..]}}`);
 * any other failure (400, 403, network) is one message under the key "".
 */
export function saveProblemsOf(error: unknown): Record<string, string[]> {
  if (error instanceof ApiError) {
    const message = (error.body as { message?: unknown } | null | undefined)?.message;
    if (message && typeof message === 'object' && !Array.isArray(message)) {
      const fields = Object.entries(message as Record<string, unknown>).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages.map(String) : [String(messages)],
      ]);
      if (fields.length > 0) return Object.fromEntries(fields) as Record<string, string[]>;
    }
    return { '': [error.message] };
  }
  return { '': ['Sorry, an unknown error occurred.'] };
}

/** Why the dataset could not be saved, field by field, above the tabs (the edits stay). */
export function EditProblems({ problems }: { problems: Record<string, string[]> }) {
  const entries = Object.entries(problems);
  if (entries.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="dataset-edit-problems"
      title="The dataset could not be saved"
      description={
        <ul>
          {entries.flatMap(([field, messages]) =>
            messages.map((message) => (
              <li key={`${field}:${message}`}>
                {field ? <strong>{FIELD_NAMES[field] ?? field}: </strong> : null}
                {message}
              </li>
            )),
          )}
        </ul>
      }
    />
  );
}
