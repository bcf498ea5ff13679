import { Alert, Spin, Table, Tag, Text } from '@app/components/antdKit';
import { useEffect, useState } from 'react';
import type { DatasetColumn } from '@common/api/datasets';
import { ApiError } from '@app/api/client';
import { getDataset } from '@app/api/datasets';

/** A dataset's columns, loaded when its row is expanded (the list answer has none). */
export function DatasetColumns({ datasetId }: { datasetId: number }) {
  const [columns, setColumns] = useState<DatasetColumn[] | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let current = true;
    getDataset(datasetId).then(
      (dataset) => current && setColumns(dataset.columns),
      (error: unknown) =>
        current &&
        setFailure(error instanceof ApiError ? error.message : 'The columns could not be loaded.'),
    );
    return () => {
      current = false;
    };
  }, [datasetId]);

  if (failure) return <Alert type="error" showIcon title={failure} />;
  if (!columns) return <Spin size="small" />;
  return (
    <>
      <Text strong>
        {columns.length} column{columns.length === 1 ? '' : 's'}
      </Text>
      <Table<DatasetColumn>
        aria-label="Columns"
        size="small"
        rowKey="column_name"
        dataSource={columns}
        pagination={false}
        columns={[
          { title: 'Column', dataIndex: 'column_name' },
          { title: 'Type', dataIndex: 'type', render: (type: string) => <code>{type}</code> },
          {
            title: 'Temporal',
            key: 'is_dttm',
            render: (_, column) => column.is_dttm && <Tag color="blue">time</Tag>,
          },
        ]}
      />
    </>
  );
}
