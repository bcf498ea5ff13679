import { useMemo, useState } from 'react';
import { TextInput } from '@app/components/ui/TextInput';
import { VirtualList } from '@app/components/grid/VirtualList';
import { RefreshButton } from './RefreshButton';
import { buildNameIndex, filterNames } from './tableFilter';

const ROW_HEIGHT = 26;
const LIST_MAX_HEIGHT = 240;
const NO_VIEWS: ReadonlySet<string> = new Set();

export interface TableSelectorProps {
  /** Every table (and view) name of the chosen schema; may be hundreds of thousands. */
  tables: readonly string[];
  /** The names among `tables` that are views, marked as such. */
  views?: ReadonlySet<string>;
  loading?: boolean;
  /** Names already added to the editor, marked in the list. */
  added?: readonly string[];
  onPick: (name: string) => void;
  /** Re-reads the table list, bypassing the server's cache. */
  onRefresh?: () => void;
}

/** Type-ahead search over a schema's tables; the matches are shown in a virtualised list. */
export function TableSelector({
  tables,
  views = NO_VIEWS,
  loading,
  added = [],
  onPick,
  onRefresh,
}: TableSelectorProps) {
  const [query, setQuery] = useState('');
  const index = useMemo(() => buildNameIndex(tables), [tables]);
  const matches = useMemo(() => filterNames(index, query), [index, query]);
  const addedSet = useMemo(() => new Set(added), [added]);

  return (
    <div className="sqllab-table-selector">
      <TextInput
        aria-label="Search tables"
        placeholder={
          loading ? 'Loading tables…' : `Search ${tables.length.toLocaleString()} tables`
        }
        allowClear
        value={query}
        onChange={setQuery}
        onEnter={(value) => {
          // Enter adds the first match, as a select box would.
          const first = matches[0];
          if (value && first !== undefined) onPick(index.names[first] ?? '');
        }}
      />
      <div className="sqllab-table-count">
        <span className="sqllab-secondary sqllab-small" aria-live="polite">
          {query
            ? `${matches.length.toLocaleString()} of ${tables.length.toLocaleString()} tables`
            : `${tables.length.toLocaleString()} tables`}
        </span>
        {onRefresh && (
          <RefreshButton title="Force refresh table list" loading={loading} onClick={onRefresh} />
        )}
      </div>
      <VirtualList
        aria-label="Tables"
        className="sqllab-table-list"
        itemCount={matches.length}
        itemHeight={ROW_HEIGHT}
        maxHeight={LIST_MAX_HEIGHT}
        itemKey={(i) => matches[i] ?? i}
        renderItem={(i) => {
          const name = index.names[matches[i] ?? 0] ?? '';
          const isView = views.has(name);
          return (
            <button
              type="button"
              className={`sqllab-table-option ${addedSet.has(name) ? 'is-added' : ''}`}
              title={isView ? `${name} (view)` : name}
              aria-label={isView ? `${name} (view)` : undefined}
              onClick={() => onPick(name)}
            >
              <span className="sqllab-table-option-name">{name}</span>
              {isView && <span className="sqllab-view-tag">view</span>}
            </button>
          );
        }}
      />
    </div>
  );
}
