import type {
  DatasetColumn,
  DatasetMetric,
  DatasetRecord,
  DatasetUpdateBody,
} from '@common/api/datasets';

/** A column being edited; `key` tells rows apart while names change (new ones have no id). */
export type DraftColumn = DatasetColumn & { key: string };
/** A metric being edited, keyed as columns are. */
export type DraftMetric = DatasetMetric & { key: string };

/** Everything the "Edit dataset" modal can change, as one value. */
export interface DatasetDraft {
  columns: DraftColumn[];
  metrics: DraftMetric[];
  description: string;
  main_dttm_col: string | null;
  cache_timeout: number | null;
  owners: number[];
  template_params: string;
  /** A virtual dataset's query; null for a physical one. */
  sql: string | null;
  /** Numbers the keys of added rows. */
  nextKey: number;
}

/** The draft of the dataset as the server answered it. */
export function draftOf(record: DatasetRecord): DatasetDraft {
  return {
    columns: record.columns.map((c, i) => ({ ...c, key: `c${c.id ?? `@${i}`}` })),
    metrics: record.metrics.map((m, i) => ({ ...m, key: `m${m.id ?? `@${i}`}` })),
    description: record.description ?? '',
    main_dttm_col: record.main_dttm_col,
    cache_timeout: record.cache_timeout,
    owners: record.owners.map((owner) => owner.id),
    template_params: record.template_params ?? '',
    sql: record.kind === 'virtual' ? (record.sql ?? '') : null,
    nextKey: 1,
  };
}

/** The settings fields edited as plain values. */
export type DraftSettings = Pick<
  DatasetDraft,
  'description' | 'cache_timeout' | 'owners' | 'template_params' | 'sql'
>;

export type DraftAction =
  | { type: 'settings'; change: Partial<DraftSettings> }
  | { type: 'mainDttm'; column: string | null }
  | { type: 'editColumn'; key: string; change: Partial<DatasetColumn> }
  | { type: 'addCalculatedColumn' }
  | { type: 'removeColumn'; key: string }
  | { type: 'editMetric'; key: string; change: Partial<DatasetMetric> }
  | { type: 'addMetric' }
  | { type: 'removeMetric'; key: string }
  /** The source's columns after a sync: physical ones replaced, unsaved edits kept by name. */
  | { type: 'columnsSynced'; columns: DatasetColumn[] };

const EDITABLE_COLUMN_FIELDS = [
  'verbose_name',
  'description',
  'filterable',
  'groupby',
  'is_dttm',
  'python_date_format',
] as const;

/** The default time column stays a temporal column of the dataset, or none. */
function keepMainDttmTemporal(draft: DatasetDraft): DatasetDraft {
  const main = draft.main_dttm_col;
  if (main && !draft.columns.some((c) => c.column_name === main && c.is_dttm))
    return { ...draft, main_dttm_col: null };
  return draft;
}

function editColumn(draft: DatasetDraft, key: string, change: Partial<DatasetColumn>) {
  const old = draft.columns.find((column) => column.key === key);
  if (!old) return draft;
  const columns = draft.columns.map((c) => (c.key === key ? { ...c, ...change } : c));
  // Renaming the default time column renames the choice with it.
  const renamed =
    change.column_name !== undefined && old.column_name === draft.main_dttm_col
      ? change.column_name
      : draft.main_dttm_col;
  return keepMainDttmTemporal({ ...draft, columns, main_dttm_col: renamed });
}

function syncColumns(draft: DatasetDraft, synced: DatasetColumn[]): DatasetDraft {
  const edited = new Map(draft.columns.map((column) => [column.column_name, column]));
  const physical = synced
    .filter((column) => !column.expression)
    .map((column, i): DraftColumn => {
      const mine = edited.get(column.column_name);
      const kept = mine
        ? Object.fromEntries(EDITABLE_COLUMN_FIELDS.map((field) => [field, mine[field]]))
        : {};
      return { ...column, ...kept, key: mine?.key ?? `c${column.id ?? `@s${i}`}` };
    });
  const calculated = draft.columns.filter((column) => column.expression != null);
  return keepMainDttmTemporal({ ...draft, columns: [...physical, ...calculated] });
}

/** The modal's edits as a pure reducer (tested alone). */
export function datasetDraftReducer(draft: DatasetDraft, action: DraftAction): DatasetDraft {
  switch (action.type) {
    case 'settings':
      return { ...draft, ...action.change };
    case 'mainDttm':
      // Only a temporal column may be the default time column.
      if (
        action.column !== null &&
        !draft.columns.some((c) => c.column_name === action.column && c.is_dttm)
      )
        return draft;
      return { ...draft, main_dttm_col: action.column };
    case 'editColumn':
      return editColumn(draft, action.key, action.change);
    case 'addCalculatedColumn': {
      const column: DraftColumn = {
        key: `new${draft.nextKey}`,
        column_name: '',
        type: '',
        type_generic: 1,
        is_dttm: false,
        expression: '',
        filterable: true,
        groupby: true,
      };
      return { ...draft, columns: [...draft.columns, column], nextKey: draft.nextKey + 1 };
    }
    case 'removeColumn':
      return keepMainDttmTemporal({
        ...draft,
        columns: draft.columns.filter((column) => column.key !== action.key),
      });
    case 'editMetric':
      return {
        ...draft,
        metrics: draft.metrics.map((m) => (m.key === action.key ? { ...m, ...action.change } : m)),
      };
    case 'addMetric': {
      const metric: DraftMetric = { key: `new${draft.nextKey}`, metric_name: '', expression: '' };
      return { ...draft, metrics: [...draft.metrics, metric], nextKey: draft.nextKey + 1 };
    }
    case 'removeMetric':
      return { ...draft, metrics: draft.metrics.filter((metric) => metric.key !== action.key) };
    case 'columnsSynced':
      return syncColumns(draft, action.columns);
  }
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text : null);

/**
 * The PUT body of a draft. `withOwners` is false for someone who cannot list users: they
 * see owners read-only, and leaving them out keeps them as they are.
 */
export function updateBodyOf(draft: DatasetDraft, withOwners = true): DatasetUpdateBody {
  const columns = draft.columns.map(({ key: _key, type_generic: _generic, ...column }) => ({
    ...column,
    verbose_name: blankToNull(column.verbose_name),
    description: blankToNull(column.description),
    python_date_format: blankToNull(column.python_date_format),
    expression: column.expression == null ? null : column.expression,
    column_name: column.column_name.trim(),
  }));
  const metrics = draft.metrics.map(({ key: _key, ...metric }) => ({
    ...metric,
    metric_name: metric.metric_name.trim(),
    verbose_name: blankToNull(metric.verbose_name),
    d3format: blankToNull(metric.d3format),
    description: blankToNull(metric.description),
    warning_text: blankToNull(metric.warning_text),
  }));
  return {
    description: blankToNull(draft.description),
    main_dttm_col: draft.main_dttm_col,
    cache_timeout: draft.cache_timeout,
    template_params: blankToNull(draft.template_params),
    ...(draft.sql === null ? {} : { sql: draft.sql }),
    ...(withOwners ? { owners: draft.owners } : {}),
    columns,
    metrics,
  };
}

/** True when the draft would save something other than what was loaded. */
export function isDirty(saved: DatasetDraft, draft: DatasetDraft): boolean {
  return JSON.stringify(updateBodyOf(saved)) !== JSON.stringify(updateBodyOf(draft));
}

function duplicates(names: string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(names.filter((name) => name && (seen.has(name) || !seen.add(name))))];
}

/** What the server would refuse, found before saving: field → messages (empty when fine). */
export function draftProblems(draft: DatasetDraft): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  const columnNames = draft.columns.map((c) => c.column_name.trim());
  if (columnNames.some((name) => !name)) add('columns', 'Every column needs a name.');
  for (const name of duplicates(columnNames)) add('columns', `Column ${name} is duplicated.`);
  for (const column of draft.columns)
    if (column.expression != null && !column.expression.trim())
      add(
        'columns',
        `Calculated column ${column.column_name || '(unnamed)'} needs an SQL expression.`,
      );
  const metricNames = draft.metrics.map((m) => m.metric_name.trim());
  if (metricNames.some((name) => !name)) add('metrics', 'Every metric needs a name.');
  for (const name of duplicates(metricNames)) add('metrics', `Metric ${name} is duplicated.`);
  for (const metric of draft.metrics)
    if (!metric.expression.trim())
      add('metrics', `Metric ${metric.metric_name || '(unnamed)'} needs an SQL expression.`);
  if (draft.template_params.trim()) {
    let value: unknown;
    try {
      value = JSON.parse(draft.template_params);
    } catch {
      value = undefined;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      add('template_params', 'Template parameters must be a JSON object.');
  }
  if (draft.sql !== null && !draft.sql.trim()) add('sql', 'A virtual dataset needs its SQL.');
  return problems;
}
