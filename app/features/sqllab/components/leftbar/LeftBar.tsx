import { lazy, Suspense } from 'react';
import { DatabaseSelectors, type DatabaseSelectorsProps } from './DatabaseSelectors';
import { TableSelector } from './TableSelector';
import type { TableView } from './tableView';
import './leftBar.css';

// Cards appear once a table is added: their code loads then, off SQL Lab's first load.
const TableCard = lazy(() => import('./TableCard').then((m) => ({ default: m.TableCard })));

export interface LeftBarProps extends DatabaseSelectorsProps {
  /** Every table name of the chosen schema. */
  tables: readonly string[];
  /** The names among `tables` that are views. */
  viewNames?: ReadonlySet<string>;
  tablesLoading?: boolean;
  /** Re-reads the table list, bypassing the server's cache. */
  onRefreshTables?: () => void;
  /** Tables added to the editor. */
  addedTables: readonly TableView[];
  canPreview: boolean;
  onAddTable: (name: string) => void;
  onToggleTable: (table: TableView) => void;
  onRemoveTable: (table: TableView) => void;
  onSelectStar: (table: TableView) => void;
  onPreview: (table: TableView) => void;
}

/** The left bar: database, catalog and schema, the table search, and the added tables. */
export function LeftBar(props: LeftBarProps) {
  const { addedTables, viewNames } = props;
  return (
    <aside className="sqllab-leftbar" aria-label="Database browser">
      <DatabaseSelectors {...props} />
      {props.schema && (
        <TableSelector
          tables={props.tables}
          views={viewNames}
          loading={props.tablesLoading}
          added={addedTables.map((t) => t.name)}
          onPick={props.onAddTable}
          onRefresh={props.onRefreshTables}
        />
      )}
      <div className="sqllab-table-cards">
        <Suspense fallback={null}>
          {addedTables.map((table) => (
            <TableCard
              key={table.id}
              table={table}
              // The list says which names are views, for the schema it shows.
              isView={table.schema === props.schema && viewNames?.has(table.name) === true}
              canPreview={props.canPreview}
              onToggle={() => props.onToggleTable(table)}
              onRemove={() => props.onRemoveTable(table)}
              onSelectStar={() => props.onSelectStar(table)}
              onPreview={() => props.onPreview(table)}
            />
          ))}
        </Suspense>
      </div>
    </aside>
  );
}
