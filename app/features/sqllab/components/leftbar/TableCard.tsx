import { Button } from '../../../../components/ui/Button';
import { Spinner } from '../../../../components/ui/Spinner';
import { Tag } from '../../../../components/ui/Tag';
import { Tooltip } from '../../../../components/ui/Tooltip';
import { columnMarkers, type KeyMarker, type TableView } from './tableView';

const MARKER_TITLES: Record<KeyMarker, string> = {
  PK: 'Primary key',
  FK: 'Foreign key',
  IDX: 'Indexed',
};

export interface TableCardProps {
  table: TableView;
  onToggle: () => void;
  onSelectStar: () => void;
  onPreview: () => void;
  onRemove: () => void;
  /** False when the database disables data previews. */
  canPreview: boolean;
}

/** A table added to the editor: its columns with types and key markers, and its actions. */
export function TableCard({
  table,
  onToggle,
  onSelectStar,
  onPreview,
  onRemove,
  canPreview,
}: TableCardProps) {
  const markers = columnMarkers(table);
  return (
    <section className="sqllab-table-card" aria-label={`Table ${table.name}`}>
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
          {table.columns.map((column) => (
            <li key={column.name} className="sqllab-column">
              <span className="sqllab-column-name">{column.name}</span>
              {(markers.get(column.name) ?? []).map((marker) => (
                <Tag key={marker} className="sqllab-key-tag" title={MARKER_TITLES[marker]}>
                  {marker}
                </Tag>
              ))}
              <span className="sqllab-column-type">{column.type}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
