import type { QueryEditorPayload } from '@common/api/tabState';

/** Template parameters as stored: JSON text, whether the client sent text or an object. */
export function templateParamsText(
  value: string | Record<string, unknown> | null | undefined,
): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The editor fields kept in a tab's extra_json: cursor, pane split, update time, version. */
export function editorExtras(editor: QueryEditorPayload): Record<string, unknown> {
  const extras: Record<string, unknown> = {};
  for (const key of [
    'updatedAt',
    'version',
    'cursorPosition',
    'northPercent',
    'southPercent',
  ] as const) {
    if (editor[key] !== undefined) extras[key] = editor[key];
  }
  return extras;
}
