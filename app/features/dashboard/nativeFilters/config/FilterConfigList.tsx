import { Button } from '@app/components/ui/Button';
import type { NativeFilterItem } from '@common/dashboard/dashboardMetadata';
import type { FilterFieldErrors } from '../validateFilterConfig';
import { FILTER_TYPE_LABELS } from './FilterConfigForm';

export interface FilterConfigListProps {
  items: NativeFilterItem[];
  selectedId: string | null;
  removed: Set<string>;
  errors: Record<string, FilterFieldErrors>;
  onSelect: (id: string) => void;
  onAddFilter: () => void;
  onAddDivider: () => void;
  onRemove: (id: string) => void;
  onRestore: (id: string) => void;
}

const nameOf = (item: NativeFilterItem) =>
  item.type === 'DIVIDER'
    ? item.title.trim() || '[untitled divider]'
    : item.name.trim() || '[untitled filter]';

/** The modal's left column: filters and dividers, add buttons, remove and restore. */
export function FilterConfigList(props: FilterConfigListProps) {
  const { items, selectedId, removed, errors } = props;
  return (
    <nav className="nf-config-list" aria-label="Filters and dividers">
      <div className="nf-config-add">
        <Button size="small" onClick={props.onAddFilter} data-test="add-filter-button">
          + Add filter
        </Button>
        <Button size="small" onClick={props.onAddDivider} data-test="add-divider-button">
          + Add divider
        </Button>
      </div>
      <ul>
        {items.map((item) => {
          const isRemoved = removed.has(item.id);
          const hasError = errors[item.id] !== undefined && !isRemoved;
          return (
            <li
              key={item.id}
              className={`nf-config-entry ${item.id === selectedId ? 'is-selected' : ''} ${isRemoved ? 'is-removed' : ''}`}
              data-test={`filter-config-entry-${item.id}`}
            >
              <button
                type="button"
                className="nf-config-entry-main"
                aria-current={item.id === selectedId || undefined}
                onClick={() => props.onSelect(item.id)}
              >
                <span className="nf-config-entry-name">{nameOf(item)}</span>
                <span className="nf-config-entry-type">
                  {item.type === 'DIVIDER' ? 'Divider' : FILTER_TYPE_LABELS[item.filterType]}
                </span>
                {hasError && (
                  <span className="nf-config-entry-error" aria-label="has errors">
                    !
                  </span>
                )}
              </button>
              {isRemoved ? (
                <button
                  type="button"
                  className="nf-config-restore"
                  onClick={() => props.onRestore(item.id)}
                >
                  Restore filter
                </button>
              ) : (
                <button
                  type="button"
                  className="nf-config-remove"
                  aria-label={`Remove ${nameOf(item)}`}
                  onClick={() => props.onRemove(item.id)}
                >
                  ×
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
