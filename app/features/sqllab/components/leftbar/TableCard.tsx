import { Button } from '@app/components/ui/Button';
import { Spinner } from '@app/components/ui/Spinner';
import { Tag } from '@app/components/ui/Tag';
import { Tooltip } from '@app/components/ui/Tooltip';
import { TableIndexes } from './TableIndexes';
import { columnMarkers, foreignKeyTargets, type KeyMarker } from './columnMarkers';
import type { TableView } from './tableView';

const MARKER_TITLES: Record<KeyMarker, string> = {
  PK: 'Primary key',
  FK: 'Foreign key',
  IDX: 'Indexed',
};

export interface TableCardProps {
  table: TableView;
  /** The table is a view (from the schema's table list). */
  isView?: boolean;
  onToggle: () => void;
  onSelectStar: () => void;
  onPreview: () => void;
  onRemove: () => void;
  /** False when the database disables data previews. */
  canPreview: boolean;
}

/**
 * A table added to the editor: its columns with types, key markers and foreign-key targets,
 * its indexes, and its actions.
 */
export function TableCard({
  table,
  isView = false,
  onToggle,
  onSelectStar,
  onPreview,
  onRemove,
  canPreview,
}: TableCardProps) {
  const markers = columnMarkers(table);
  const targets = foreignKeyTargets(table);
  return (
    <section
      className="sqllab-table-card"
      aria-label={`${isView ? 'View' : 'Table'} ${table.name}`}
    >
      <header className="sqllab-table-card-header">
        <button
          type="button"
          className="sqllab-table-card-toggle"
          aria-expanded={table.expanded}
          onClick={onToggle}
          title={table.schema ? `${table.schema}.${table.name}` : table.name}
        >
          {table.expanded ? '▾' : '▸'} {table.name}
        </button>
        {isView && <span className="sqllab-view-tag">view</span>}
        <span className="sqllab-table-card-actions">
          <Tooltip title="Insert SELECT * into the editor">
            <Button size="small" variant="text" disabled={!table.selectStar} onClick={onSelectStar}>
              select *
            </Button>
          </Tooltip>
          {canPreview && (
            <Button size="small" variant="text" onClick={onPreview}>
              Preview
            </Button>
          )}
          <Button
            size="small"
            variant="text"
            aria-label={`Remove table ${table.name}`}
            onClick={onRemove}
          >
            ×
          </Button>
        </span>
      </header>
      {table.loading && <Spinner size="small" label="Loading columns" />}
      {table.expanded && table.columns && (
        <ul className="sqllab-columns" aria-label={`Columns of ${table.name}`}>
          {table.columns.map((column) => {
            const target = targets.get(column.name);
            return (
              <li key={column.name} className="sqllab-column">
                <span className="sqllab-column-name" title={column.name}>
                  {column.name}
                </span>
                {(markers.get(column.name) ?? []).map((marker) => (
                  <Tag
                    key={marker}
                    className="sqllab-key-tag"
                    title={
                      marker === 'FK' && target ? `Foreign key to ${target}` : MARKER_TITLES[marker]
                    }
                  >
                    {marker}
                  </Tag>
                ))}
                {target && (
                  <span className="sqllab-fk-target" title={`References ${target}`}>
                    → {target}
                  </span>
                )}
                <span className="sqllab-column-type" title={column.type}>
                  {column.type}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {table.expanded && table.indexes && table.indexes.length > 0 && (
        <TableIndexes tableName={table.name} indexes={table.indexes} />
      )}
    </section>
  );
}
