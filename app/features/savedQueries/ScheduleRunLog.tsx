import { Table, Tag, Text } from '@app/components/antdKit';
import type { ScheduleRunRecord } from '@common/api/savedQuerySchedule';

const STATE_COLOURS: Record<ScheduleRunRecord['state'], string> = {
  running: 'processing',
  success: 'success',
  failed: 'error',
  skipped: 'warning',
};

const when = (ms: number | null) => (ms === null ? '' : new Date(ms).toLocaleString());

/** The latest runs of a schedule, newest first, with their errors. */
export function ScheduleRunLog({ runs }: { runs: ScheduleRunRecord[] }) {
  return (
    <Table<ScheduleRunRecord>
      aria-label="Run log"
      size="small"
      rowKey="id"
      dataSource={runs}
      pagination={false}
      locale={{ emptyText: 'No runs yet' }}
      columns={[
        {
          title: 'Scheduled for',
          key: 'scheduled_for',
          render: (_, run) => when(run.scheduled_for),
        },
        {
          title: 'State',
          key: 'state',
          render: (_, run) => <Tag color={STATE_COLOURS[run.state]}>{run.state}</Tag>,
        },
        { title: 'Started', key: 'started_at', render: (_, run) => when(run.started_at) },
        { title: 'Ended', key: 'ended_at', render: (_, run) => when(run.ended_at) },
        { title: 'Rows', key: 'rows', align: 'right', render: (_, run) => run.rows ?? '' },
        {
          title: 'Error',
          key: 'error',
          render: (_, run) =>
            run.error_message && (
              <Text type="danger" ellipsis={{ tooltip: run.error_message }}>
                {run.error_message}
              </Text>
            ),
        },
      ]}
    />
  );
}
