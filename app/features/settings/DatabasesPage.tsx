import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { DatabaseRecord } from '../../../common/api/databases';
import { hasPermission } from '../../../common/permissions/hasPermission';
import { databaseExportHref, deleteDatabase, listDatabases } from '../../api/databases';
import { useApiErrorToast } from '../../components/useApiErrorToast';
import { addSuccessToast } from '../../store/messageToasts';
import { useAppDispatch, useAppSelector } from '../../store/store';
import { DatabaseFormModal } from './DatabaseFormModal';
import { ImportDatabaseModal } from './ImportDatabaseModal';

const yes = (value: boolean) => (value ? 'Yes' : 'No');

/** /databaseview/list/: the databases a user may access; admins connect, edit and remove them. */
export function DatabasesPage() {
  const roles = useAppSelector((state) => state.user.roles);
  const canWrite = hasPermission(roles, 'can_write', 'Database');
  const dispatch = useAppDispatch();
  const showError = useApiErrorToast();
  const [databases, setDatabases] = useState<DatabaseRecord[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<DatabaseRecord | null>(null);
  const [open, setOpen] = useState(false);
  const [importing, setImporting] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setDatabases((await listDatabases()).result);
    } catch (error) {
      showError(error);
    } finally {
      setLoading(false);
    }
  }, [showError]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const remove = async (database: DatabaseRecord) => {
    try {
      await deleteDatabase(database.id);
      dispatch(addSuccessToast(`Database ${database.database_name} was deleted`));
      await reload();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <div className="tessera-page">
      <Space className="tessera-page-header">
        <Typography.Title level={1}>Databases</Typography.Title>
        {canWrite && (
          <>
            <Button onClick={() => setImporting(true)}>Import</Button>
            <Button type="primary" onClick={() => (setEditing(null), setOpen(true))}>
              + Database
            </Button>
          </>
        )}
      </Space>
      <Table<DatabaseRecord>
        rowKey="id"
        loading={loading}
        dataSource={databases}
        pagination={false}
        columns={[
          { title: 'Name', dataIndex: 'database_name' },
          { title: 'Backend', render: (_, db) => <Tag>{db.backend}</Tag> },
          { title: 'SQL Lab', render: (_, db) => yes(db.expose_in_sqllab) },
          { title: 'Async', render: (_, db) => yes(db.allow_run_async) },
          { title: 'DML', render: (_, db) => yes(db.allow_dml) },
          { title: 'Last modified', dataIndex: 'changed_on_delta_humanized' },
          ...(canWrite
            ? [
                {
                  title: 'Actions',
                  render: (_: unknown, db: DatabaseRecord) => (
                    <Space>
                      <Button size="small" onClick={() => (setEditing(db), setOpen(true))}>
                        Edit
                      </Button>
                      <Button size="small" href={databaseExportHref([db.id])} download>
                        Export
                      </Button>
                      <Popconfirm
                        title={`Delete database ${db.database_name}?`}
                        okText="Delete"
                        onConfirm={() => remove(db)}
                      >
                        <Button size="small" danger>
                          Delete
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <DatabaseFormModal
        database={editing}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          void reload();
        }}
      />
      <ImportDatabaseModal
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          void reload();
        }}
      />
    </div>
  );
}
