import { useState } from 'react';
import type { AdhocFilter } from '@app/charts/shared/buildQueryObject';
import { filterLabel } from '../labels';
import { Chip } from './Chip';
import { FilterEditor } from './FilterEditor';
import { PopupPanel } from './PopupPanel';
import { useDropTarget } from './useDropTarget';
import type { WidgetProps } from './widgetProps';

/** AdhocFiltersControl: filter chips ("col operator value"), an editor popover, column drops. */
export function FiltersWidget({ value, onChange, datasource, inputId, disabled }: WidgetProps) {
  const filters = (Array.isArray(value) ? value : []) as AdhocFilter[];
  const [editing, setEditing] = useState<{ index: number | 'new'; column?: string } | null>(null);
  const drop = useDropTarget(
    (kind) => kind === 'column',
    (item) => setEditing({ index: 'new', column: item.name }),
  );
  const save = (filter: AdhocFilter) => {
    const index = editing?.index ?? 'new';
    onChange(
      index === 'new'
        ? [...filters, filter]
        : filters.map((old, at) => (at === index ? filter : old)),
    );
    setEditing(null);
  };
  const editor = (index: number | 'new') =>
    editing?.index === index ? (
      <FilterEditor
        key={`${String(index)}-${editing.column ?? ''}`}
        datasource={datasource}
        column={editing.column}
        filter={index === 'new' ? undefined : filters[index]}
        onSave={save}
        onClose={() => setEditing(null)}
      />
    ) : null;
  return (
    <div className={`ctl-drop ${drop.over ? 'is-over' : ''}`} {...drop.handlers}>
      {filters.map((filter, index) => (
        <PopupPanel
          key={`${index}-${filterLabel(filter)}`}
          open={editing?.index === index}
          onClose={() => setEditing(null)}
          title="Edit filter"
          anchor={
            <Chip
              label={filterLabel(filter)}
              onEdit={disabled ? undefined : () => setEditing({ index })}
              onRemove={() => onChange(filters.filter((_, at) => at !== index))}
            />
          }
        >
          {editor(index)}
        </PopupPanel>
      ))}
      <PopupPanel
        open={editing?.index === 'new'}
        onClose={() => setEditing(null)}
        title="Add filter"
        anchor={
          <button
            id={inputId}
            type="button"
            className="ctl-add"
            disabled={disabled}
            onClick={() => setEditing({ index: 'new' })}
          >
            + Drop columns here or click
          </button>
        }
      >
        {editor('new')}
      </PopupPanel>
    </div>
  );
}
