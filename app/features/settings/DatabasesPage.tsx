import { useState } from 'react';
import type { DatabaseRecord } from '@common/api/databases';
import { hasPermission } from '@common/permissions/hasPermission';
import { databaseExportHref, deleteDatabase } from '@app/api/databases';
import { Button, Space, Tag } from '@app/components/antdKit';
import { ConfirmButton } from '@app/components/listPage/ConfirmButton';
import { FilterBar } from '@app/components/listPage/FilterBar';
import { ListPageHeader } from '@app/components/listPage/ListPageHeader';
import { type ListColumn, ListTable } from '@app/components/listPage/ListTable';
import { SearchBox } from '@app/components/listPage/SearchBox';
import { useListPage } from '@app/components/listPage/useListPage';
import { useAppSelector } from '@app/store/store';
import { DatabaseFormModal } from './DatabaseFormModal';
import { DEFAULT_DATABASE_SORT, loadDatabasePage, NO_DATABASE_FILTERS } from './databaseList';
import { ImportBundleModal } from '@app/components/ImportBundleModal';
import { importDatabases } from '@app/api/databases';

const yes = (value: boolean) => (value ? 'Yes' : 'No');

/** /databaseview/list/: the databases a user may access; admins connect, edit and remove them. */
export function DatabasesPage() {
  const roles = useAppSelector((state) => state.user.roles);
  const canWrite = hasPermission(roles, 'can_write', 'Database');
  const list = useListPage({
    load: loadDatabasePage,
    filters: NO_DATABASE_FILTERS,
    sort: DEFAULT_DATABASE_SORT,
    rowKey: (db: DatabaseRecord) => db.id,
  });
  const [editing, setEditing] = useState<DatabaseRecord | null>(null);
  const [open, setOpen] = useState(false);
  const [importing, setImporting] = useState(false);

  const columns: ListColumn<DatabaseRecord>[] = [
    { title: 'Name', key: 'database_name', sortable: true, render: (db) => db.database_name },
    { title: 'Backend', key: 'backend', sortable: true, render: (db) => <Tag>{db.backend}</Tag> },
    { title: 'SQL Lab', key: 'sqllab', render: (db) => yes(db.expose_in_sqllab) },
    { title: 'Async', key: 'async', render: (db) => yes(db.allow_run_async) },
    { title: 'DML', key: 'dml', render: (db) => yes(db.allow_dml) },
    {
      title: 'Last modified',
      key: 'changed_on',
      sortable: true,
      render: (db) => db.changed_on_delta_humanized,
    },
  ];
  if (canWrite)
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (db) => (
        <Space>
          <Button size="small" onClick={() => (setEditing(db), setOpen(true))}>
            Edit
          </Button>
          <Button size="small" href={databaseExportHref([db.id])} download>
            Export
          </Button>
          <ConfirmButton
            question={`Delete database ${db.database_name}?`}
            okText="Delete"
            onConfirm={() =>
              list.act(deleteDatabase(db.id), `Database ${db.database_name} was deleted`, [db.id])
            }
          >
            Delete
          </ConfirmButton>
        </Space>
      ),
    });

  return (
    <div className="tessera-page">
      <ListPageHeader title="Databases">
        {canWrite && (
          <>
            <Button onClick={() => setImporting(true)}>Import</Button>
            <Button type="primary" onClick={() => (setEditing(null), setOpen(true))}>
              + Database
            </Button>
          </>
        )}
      </ListPageHeader>
      <FilterBar>
        <SearchBox
          label="Search databases"
          placeholder="Search by name or backend"
          onSearch={(search) => list.setFilters({ search })}
        />
      </FilterBar>
      <ListTable list={list} columns={columns} emptyText="No databases." />
      <DatabaseFormModal
        database={editing}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => (setOpen(false), list.reload())}
      />
      <ImportBundleModal
        title="Import database"
        overwriteLabel="Overwrite databases that already exist"
        upload={async (file, passwords, overwrite) =>
          `Imported ${(await importDatabases(file, passwords, overwrite)).join(', ')}`
        }
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => (setImporting(false), list.reload())}
      />
    </div>
  );
}
