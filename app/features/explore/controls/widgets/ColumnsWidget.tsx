import { useEffect, useId, useRef, useState } from 'react';
import type { AdhocColumn, QueryColumn } from '@common/api/chartData';
import { columnLabel } from '@common/api/chartData';
import type { DatasetColumn } from '@common/api/datasets';
import { Button } from '@app/components/ui/Button';
import { Select } from '@app/components/ui/Select';
import { defaultTemporalColumn } from '../controlDefaults';
import { Chip } from './Chip';
import { ColumnTypeIcon } from './ColumnTypeIcon';
import { PopupPanel } from './PopupPanel';
import { reorderHandlers, useDropTarget } from './useDropTarget';
import type { WidgetProps } from './widgetProps';

const asColumns = (value: unknown): QueryColumn[] =>
  (Array.isArray(value)
    ? value
    : value === undefined || value === null || value === ''
      ? []
      : [value]) as QueryColumn[];

/** Columns a control offers: temporal ones only for time columns, temporal first for the x-axis. */
export function offeredColumns(type: string, columns: DatasetColumn[]): DatasetColumn[] {
  if (type === 'TemporalColumnControl') return columns.filter((column) => column.is_dttm);
  if (type === 'XAxisControl') {
    return [
      ...columns.filter((column) => column.is_dttm),
      ...columns.filter((column) => !column.is_dttm),
    ];
  }
  return columns.filter((column) => column.groupby !== false);
}

function SqlColumnEditor({
  column,
  onSave,
  onClose,
}: {
  column?: AdhocColumn;
  onSave: (c: AdhocColumn) => void;
  onClose: () => void;
}) {
  const [label, setLabel] = useState(column?.label ?? '');
  const [sql, setSql] = useState(column?.sqlExpression ?? '');
  const ids = { label: useId(), sql: useId() };
  return (
    <div className="ctl-editor">
      <div className="ctl-field">
        <label htmlFor={ids.label}>Label</label>
        <input
          id={ids.label}
          className="ui-input"
          value={label}
          placeholder="My column"
          onChange={(event) => setLabel(event.target.value)}
        />
      </div>
      <div className="ctl-field">
        <label htmlFor={ids.sql}>Custom SQL</label>
        <textarea
          id={ids.sql}
          className="ui-textarea ctl-sql"
          rows={4}
          value={sql}
          placeholder="UPPER(origin)"
          onChange={(event) => setSql(event.target.value)}
        />
      </div>
      <div className="ctl-editor-footer">
        <Button size="small" onClick={onClose}>
          Close
        </Button>
        <Button
          size="small"
          variant="primary"
          disabled={sql.trim() === ''}
          onClick={() =>
            onSave({
              label: label.trim() || sql.trim(),
              sqlExpression: sql.trim(),
              expressionType: 'SQL',
            })
          }
        >
          Save
        </Button>
      </div>
    </div>
  );
}

/** GroupByControl, ColumnControl, XAxisControl and TemporalColumnControl: column chips, a picker and custom SQL columns. */
export function ColumnsWidget({
  control,
  value,
  onChange,
  datasource,
  inputId,
  disabled,
}: WidgetProps) {
  const multi = control.type === 'GroupByControl' || Boolean(control.multi);
  const columns = asColumns(value);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const offered = offeredColumns(control.type, datasource?.columns ?? []);
  const write = (next: QueryColumn[]) => onChange(multi ? next : (next[next.length - 1] ?? null));
  const add = (column: QueryColumn) => write(multi ? [...columns, column] : [column]);
  const drop = useDropTarget(
    (kind) => kind === 'column',
    (item) => add(item.name),
  );

  // Time columns start on the dataset's main time column (Superset's initial x-axis).
  const defaulted = useRef(false);
  const timeControl = control.type === 'XAxisControl' || control.type === 'TemporalColumnControl';
  const fallback = timeControl ? defaultTemporalColumn(datasource) : undefined;
  useEffect(() => {
    if (defaulted.current || !fallback) return;
    defaulted.current = true;
    if (columns.length === 0) onChange(fallback);
  }, [fallback, columns.length, onChange]);

  const chosen = new Set(columns.filter((column) => typeof column === 'string'));
  const remaining = offered.filter((column) => !chosen.has(column.column_name));
  const canAdd = multi || columns.length === 0;
  return (
    <div className={`ctl-drop ${drop.over ? 'is-over' : ''}`} {...drop.handlers}>
      {columns.map((column, index) => {
        const known =
          typeof column === 'string'
            ? datasource?.columns.find((entry) => entry.column_name === column)
            : undefined;
        const label = columnLabel(column);
        return (
          <PopupPanel
            key={`${index}-${label}`}
            open={editing === index}
            onClose={() => setEditing(null)}
            title="Edit column"
            anchor={
              <Chip
                label={known?.verbose_name || label}
                title={label}
                icon={<ColumnTypeIcon column={known} />}
                onEdit={
                  typeof column === 'string' || disabled ? undefined : () => setEditing(index)
                }
                onRemove={() => write(columns.filter((_, at) => at !== index))}
                {...(multi ? reorderHandlers(columns, index, write) : {})}
              />
            }
          >
            {editing === index && typeof column !== 'string' && (
              <SqlColumnEditor
                column={column}
                onClose={() => setEditing(null)}
                onSave={(next) => {
                  write(columns.map((old, at) => (at === index ? next : old)));
                  setEditing(null);
                }}
              />
            )}
          </PopupPanel>
        );
      })}
      {canAdd && (
        <div className="ctl-column-add">
          <Select
            id={inputId}
            showSearch
            disabled={disabled}
            value={undefined}
            placeholder="Drop or select"
            onChange={(name) => name !== undefined && add(name)}
            options={remaining.map((column) => ({
              value: column.column_name,
              label: `${column.is_dttm ? '◷ ' : ''}${column.verbose_name || column.column_name}`,
            }))}
          />
          <PopupPanel
            open={editing === 'new'}
            onClose={() => setEditing(null)}
            title="Custom SQL column"
            anchor={
              <Button
                size="small"
                variant="text"
                disabled={disabled}
                onClick={() => setEditing('new')}
              >
                Custom SQL
              </Button>
            }
          >
            {editing === 'new' && (
              <SqlColumnEditor
                onClose={() => setEditing(null)}
                onSave={(column) => {
                  add(column);
                  setEditing(null);
                }}
              />
            )}
          </PopupPanel>
        </div>
      )}
    </div>
  );
}
