import { Button, Popconfirm, Spin } from '@app/components/antdKit';
import { useState } from 'react';
import type { DatasetListItem } from '@common/api/datasets';
import { ApiError } from '@app/api/client';
import { datasetRelatedObjects } from '@app/api/datasets';
import { relatedObjectsText } from './relatedObjectsText';
import './deleteDataset.css';

type Related = { lines: string[] | null } | { failure: string };

/**
 * Delete, asked in a popover that first names the charts and dashboards the dataset's
 * removal would break (loaded when the popover opens; Delete waits for them).
 */
export function DeleteDatasetButton({
  dataset,
  onConfirm,
}: {
  dataset: DatasetListItem;
  onConfirm: () => unknown;
}) {
  const [related, setRelated] = useState<Related | null>(null);

  const opened = (open: boolean) => {
    if (!open) return;
    setRelated(null);
    datasetRelatedObjects(dataset.id).then(
      (answer) => setRelated({ lines: relatedObjectsText(answer) }),
      (error: unknown) =>
        setRelated({
          failure: `Charts using it could not be listed: ${
            error instanceof ApiError ? error.message : 'unknown error'
          }`,
        }),
    );
  };

  const description = () => {
    if (!related) return <Spin size="small" aria-label="Looking for charts using it" />;
    if ('failure' in related) return related.failure;
    if (!related.lines) return 'No chart uses it.';
    return (
      <div className="dataset-delete-related">
        {related.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    );
  };

  return (
    <Popconfirm
      title={`Delete dataset ${dataset.table_name}?`}
      description={description()}
      okText="Delete"
      okButtonProps={{ danger: true, disabled: !related }}
      onOpenChange={opened}
      onConfirm={onConfirm}
    >
      <Button size="small" danger>
        Delete
      </Button>
    </Popconfirm>
  );
}
