import { Button, Input, Space, Table, Text } from '@app/components/antdKit';
import type { Dispatch } from 'react';
import type { DatasetDraft, DraftAction, DraftMetric } from './datasetDraft';

/** One labelled text input of a metric's details. */
function DetailField({
  label,
  value,
  placeholder,
  wide,
  onChange,
}: {
  label: string;
  value: string | null | undefined;
  placeholder?: string;
  wide?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className={`dataset-edit-field ${wide ? 'dataset-edit-wide' : ''}`}>
      <span>{label}</span>
      {wide ? (
        <Input.TextArea
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input
          value={value ?? ''}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </label>
  );
}

/** The dataset's saved metrics: name, label and SQL inline; format and texts in details. */
export function MetricsTab({
  draft,
  dispatch,
}: {
  draft: DatasetDraft;
  dispatch: Dispatch<DraftAction>;
}) {
  const edit = (key: string, change: Partial<DraftMetric>) =>
    dispatch({ type: 'editMetric', key, change });
  return (
    <div className="dataset-edit-tab">
      <div className="dataset-edit-toolbar">
        <Text type="secondary">
          An aggregate SQL expression, e.g. <code>SUM(delay) / COUNT(*)</code>
        </Text>
        <Button onClick={() => dispatch({ type: 'addMetric' })}>Add metric</Button>
      </div>
      <Table<DraftMetric>
        aria-label="Metrics"
        size="small"
        rowKey="key"
        dataSource={draft.metrics}
        pagination={false}
        expandable={{
          expandedRowRender: (metric) => (
            <Space className="dataset-edit-details" align="start" wrap>
              <DetailField
                label="D3 format"
                placeholder=",.2f"
                value={metric.d3format}
                onChange={(d3format) => edit(metric.key, { d3format })}
              />
              <DetailField
                label="Description"
                wide
                value={metric.description}
                onChange={(description) => edit(metric.key, { description })}
              />
              <DetailField
                label="Warning"
                wide
                value={metric.warning_text}
                onChange={(warning_text) => edit(metric.key, { warning_text })}
              />
            </Space>
          ),
        }}
        columns={[
          {
            title: 'Metric',
            key: 'name',
            width: '22%',
            render: (_, metric) => (
              <Input
                size="small"
                aria-label="Metric name"
                autoFocus={!metric.id && !metric.metric_name}
                value={metric.metric_name}
                status={metric.metric_name.trim() ? undefined : 'error'}
                onChange={(e) => edit(metric.key, { metric_name: e.target.value })}
              />
            ),
          },
          {
            title: 'Label',
            key: 'label',
            width: '22%',
            render: (_, metric) => (
              <Input
                size="small"
                aria-label="Metric label"
                value={metric.verbose_name ?? ''}
                onChange={(e) => edit(metric.key, { verbose_name: e.target.value })}
              />
            ),
          },
          {
            title: 'SQL expression',
            key: 'expression',
            render: (_, metric) => (
              <Input.TextArea
                aria-label="Metric SQL expression"
                className="tessera-code"
                autoSize={{ minRows: 1, maxRows: 6 }}
                value={metric.expression}
                status={metric.expression.trim() ? undefined : 'error'}
                onChange={(e) => edit(metric.key, { expression: e.target.value })}
              />
            ),
          },
          {
            title: <span className="dataset-edit-sr-only">Remove</span>,
            key: 'remove',
            width: 84,
            render: (_, metric) => (
              <Button
                size="small"
                danger
                onClick={() => dispatch({ type: 'removeMetric', key: metric.key })}
              >
                Remove
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
