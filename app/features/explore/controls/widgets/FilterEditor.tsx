import { useEffect, useId, useState } from 'react';
import type { AdhocFilter } from '@app/charts/shared/buildQueryObject';
import type { DatasourcePayload } from '@common/api/datasets';
import { isAbortError } from '@app/api/client';
import { type ColumnValue, fetchColumnValues } from '@app/api/datasource';
import { Button } from '@app/components/ui/Button';
import { Select } from '@app/components/ui/Select';
import { Tabs } from '@app/components/ui/Tabs';
import { comparatorFor, FILTER_OPERATOR_OPTIONS, operatorArity } from '../filterOperators';
import { MultiSelect } from './MultiSelect';
import { TimeRangePicker } from './TimeRangePicker';

export interface FilterEditorProps {
  datasource: DatasourcePayload | null;
  filter?: AdhocFilter;
  /** A column dropped from the dataset pane. */
  column?: string;
  onSave: (filter: AdhocFilter) => void;
  onClose: () => void;
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The comparators whose value the column's distinct values are offered for. */
const VALUE_OPERATORS = new Set(['IN', 'NOT IN', '==', '!=']);

interface ColumnValuesState {
  key: string;
  choices: [string | number, string][];
  loading: boolean;
  error?: string;
}

/** A time value (epoch ms) as the SQL literal text a filter compares with. */
const timeText = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.000Z$|Z$/, '');

function choicesOf(values: ColumnValue[], temporal: boolean): [string | number, string][] {
  const choices: [string | number, string][] = [];
  for (const value of values) {
    if (value === null) continue;
    if (typeof value === 'number' && temporal) choices.push([timeText(value), timeText(value)]);
    else if (typeof value === 'boolean') choices.push([String(value), String(value)]);
    else choices.push([value, String(value)]);
  }
  return choices;
}

/** The distinct values of the chosen column, fetched while a value operator is picked. */
function useColumnValues(
  datasourceId: number | undefined,
  column: string | undefined,
  temporal: boolean,
  wanted: boolean,
): ColumnValuesState | undefined {
  const key = datasourceId !== undefined && column ? `${datasourceId}/${column}` : '';
  const [state, setState] = useState<ColumnValuesState>();
  useEffect(() => {
    if (!wanted || datasourceId === undefined || !column) return;
    const controller = new AbortController();
    setState({ key, choices: [], loading: true });
    fetchColumnValues(datasourceId, column, { signal: controller.signal }).then(
      (values) => setState({ key, choices: choicesOf(values, temporal), loading: false }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ key, choices: [], loading: false, error: `Values not loaded: ${message}` });
      },
    );
    return () => controller.abort();
  }, [key, datasourceId, column, temporal, wanted]);
  return wanted && state?.key === key ? state : undefined;
}

/** The filter editor of Superset's filter popover: Simple (column, operator, value) and Custom SQL tabs. */
export function FilterEditor({ datasource, filter, column, onSave, onClose }: FilterEditorProps) {
  const [tab, setTab] = useState<'SIMPLE' | 'SQL'>(filter?.expressionType ?? 'SIMPLE');
  const [subject, setSubject] = useState(column ?? filter?.subject ?? undefined);
  const dropped = datasource?.columns.find((entry) => entry.column_name === subject);
  const [operator, setOperator] = useState<string>(
    filter?.operator ?? (column && dropped?.is_dttm ? 'TEMPORAL_RANGE' : 'IN'),
  );
  const [comparator, setComparator] = useState<unknown>(
    filter?.comparator ?? comparatorFor(operator, undefined),
  );
  const [clause, setClause] = useState<'WHERE' | 'HAVING'>(filter?.clause ?? 'WHERE');
  const [sql, setSql] = useState(filter?.sqlExpression ?? '');
  const ids = {
    subject: useId(),
    operator: useId(),
    value: useId(),
    clause: useId(),
    sql: useId(),
  };
  const arity = operatorArity(operator);
  const numeric = dropped?.type_generic === 0;
  const suggested = useColumnValues(
    datasource?.id,
    subject ?? undefined,
    dropped?.is_dttm === true,
    tab === 'SIMPLE' && VALUE_OPERATORS.has(operator),
  );
  const choices = suggested?.choices ?? [];

  const simpleReady =
    Boolean(subject) &&
    (arity === 'unary' ||
      (Array.isArray(comparator) ? comparator.length > 0 : asText(comparator) !== ''));
  const ready = tab === 'SIMPLE' ? simpleReady : sql.trim() !== '';
  const save = () => {
    if (tab === 'SQL') {
      onSave({
        expressionType: 'SQL',
        clause,
        sqlExpression: sql.trim(),
        subject: null,
        operator: null,
        comparator: null,
      });
      return;
    }
    const typed = (entry: unknown) =>
      numeric && asText(entry).trim() !== '' && Number.isFinite(Number(entry))
        ? Number(entry)
        : entry;
    const value =
      arity === 'unary'
        ? undefined
        : Array.isArray(comparator)
          ? comparator.map(typed)
          : arity === 'time'
            ? comparator
            : typed(comparator);
    onSave({
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject,
      operator,
      comparator: value,
      isExtra: false,
    });
  };

  const columns = (datasource?.columns ?? []).filter((entry) => entry.filterable !== false);
  const valueInput =
    arity === 'unary' ? null : arity === 'time' ? (
      <TimeRangePicker value={asText(comparator) || 'No filter'} onChange={setComparator} />
    ) : arity === 'set' ? (
      <div className="ctl-field">
        <label htmlFor={ids.value}>Values</label>
        <MultiSelect
          inputId={ids.value}
          freeForm
          listed
          choices={choices}
          loading={suggested?.loading}
          notice={suggested?.error}
          placeholder="Type or pick values"
          values={(Array.isArray(comparator) ? comparator : []).filter(
            (entry): entry is string | number =>
              typeof entry === 'string' || typeof entry === 'number',
          )}
          onChange={setComparator}
        />
      </div>
    ) : (
      <div className="ctl-field">
        <label htmlFor={ids.value}>Value</label>
        <input
          id={ids.value}
          className="ui-input"
          list={choices.length ? `${ids.value}-values` : undefined}
          autoComplete="off"
          value={asText(comparator)}
          inputMode={numeric ? 'decimal' : undefined}
          placeholder={operator.includes('LIKE') ? '%pattern%' : 'Filter value'}
          onChange={(event) => setComparator(event.target.value)}
        />
        {choices.length > 0 && (
          <datalist id={`${ids.value}-values`}>
            {choices.map(([value, label]) => (
              <option key={String(value)} value={label} />
            ))}
          </datalist>
        )}
        {(suggested?.loading || suggested?.error) && (
          <div className={suggested.error ? 'ctl-error' : 'ctl-muted'} role="status">
            {suggested.loading ? 'Loading values…' : suggested.error}
          </div>
        )}
      </div>
    );

  return (
    <div className="ctl-editor" data-test="filter-editor">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as 'SIMPLE' | 'SQL')}
        aria-label="Filter kind"
        items={[
          {
            key: 'SIMPLE',
            label: 'Simple',
            children: (
              <>
                <div className="ctl-field">
                  <label htmlFor={ids.subject}>Column</label>
                  <Select
                    id={ids.subject}
                    showSearch
                    placeholder="Select column"
                    value={subject ?? undefined}
                    onChange={(name) => {
                      setSubject(name);
                      // A time column starts on a time range, as a dropped one does.
                      const picked = datasource?.columns.find(
                        (entry) => entry.column_name === name,
                      );
                      const untouched = Array.isArray(comparator)
                        ? comparator.length === 0
                        : asText(comparator) === '';
                      if (picked?.is_dttm && untouched && operator !== 'TEMPORAL_RANGE') {
                        setOperator('TEMPORAL_RANGE');
                        setComparator('No filter');
                      }
                    }}
                    options={columns.map((entry) => ({
                      value: entry.column_name,
                      label: entry.verbose_name || entry.column_name,
                    }))}
                  />
                </div>
                <div className="ctl-field">
                  <label htmlFor={ids.operator}>Operator</label>
                  <Select
                    id={ids.operator}
                    value={operator}
                    options={FILTER_OPERATOR_OPTIONS.map((entry) => ({
                      value: entry.value,
                      label: entry.label,
                    }))}
                    onChange={(next) => {
                      if (!next) return;
                      setOperator(next);
                      setComparator(comparatorFor(next, comparator));
                    }}
                  />
                </div>
                {valueInput}
              </>
            ),
          },
          {
            key: 'SQL',
            label: 'Custom SQL',
            children: (
              <>
                <div className="ctl-field">
                  <label htmlFor={ids.clause}>Clause</label>
                  <Select
                    id={ids.clause}
                    value={clause}
                    onChange={(next) => next && setClause(next)}
                    options={[
                      { value: 'WHERE', label: 'WHERE' },
                      { value: 'HAVING', label: 'HAVING' },
                    ]}
                  />
                </div>
                <div className="ctl-field">
                  <label htmlFor={ids.sql}>SQL</label>
                  <textarea
                    id={ids.sql}
                    className="ui-textarea ctl-sql"
                    rows={4}
                    value={sql}
                    placeholder={clause === 'WHERE' ? "origin = 'SFO'" : 'SUM(delay) > 10'}
                    onChange={(event) => setSql(event.target.value)}
                  />
                </div>
              </>
            ),
          },
        ]}
      />
      <div className="ctl-editor-footer">
        <Button size="small" onClick={onClose}>
          Close
        </Button>
        <Button
          size="small"
          variant="primary"
          disabled={!ready}
          onClick={save}
          data-test="filter-editor-save"
        >
          Save
        </Button>
      </div>
    </div>
  );
}
