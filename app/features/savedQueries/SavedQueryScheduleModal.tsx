import {
  Alert,
  Button,
  Form,
  Input,
  Modal,
  Paragraph,
  Select,
  Space,
  Spin,
  Switch,
  Title,
} from '@app/components/antdKit';
import { useEffect, useMemo, useState } from 'react';
import type { SavedQueryRecord } from '@common/api/savedQueries';
import type { ScheduleBody, ScheduleRecord } from '@common/api/savedQuerySchedule';
import { ApiError } from '@app/api/client';
import { deleteSchedule, getSchedule, saveSchedule } from '@app/api/savedQueries';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { addDangerToast, addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { failureText } from './failureText';
import { QUERY_NOT_SCHEDULED, QUERY_SCHEDULED, SCHEDULE_REMOVED } from './savedQueryMessages';
import { ScheduleRunLog } from './ScheduleRunLog';

const DEFAULT_CRONTAB = '0 * * * *';

function timeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

function defaults(): ScheduleBody {
  return {
    crontab: DEFAULT_CRONTAB,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    active: true,
  };
}

/** Props of the schedule dialog; `query` null means closed. */
export type SavedQueryScheduleModalProps = {
  query: SavedQueryRecord | null;
  onClose: () => void;
};

/** Sets, changes or removes a saved query's cron schedule and shows its latest runs. */
export function SavedQueryScheduleModal({ query, onClose }: SavedQueryScheduleModalProps) {
  const [form] = Form.useForm<ScheduleBody>();
  const [schedule, setSchedule] = useState<ScheduleRecord | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const dispatch = useAppDispatch();
  const showError = useApiErrorToast();
  const zoneOptions = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone })), []);

  useEffect(() => {
    if (!query) return;
    let current = true;
    setSchedule(null);
    setFailure('');
    form.setFieldsValue(defaults());
    setLoading(true);
    getSchedule(query.id)
      .then(
        (found) => {
          if (!current) return;
          setSchedule(found);
          form.setFieldsValue({
            crontab: found.crontab,
            timezone: found.timezone,
            active: found.active,
          });
        },
        // 404: the query has no schedule yet, so the form keeps its defaults.
        (error: unknown) => {
          if (current && !(error instanceof ApiError && error.status === 404)) showError(error);
        },
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [form, query, showError]);

  const save = async (values: ScheduleBody) => {
    if (!query) return;
    setSaving(true);
    setFailure('');
    try {
      setSchedule(await saveSchedule(query.id, values));
      dispatch(addSuccessToast(QUERY_SCHEDULED));
      onClose();
    } catch (error) {
      const text = failureText(QUERY_NOT_SCHEDULED, error);
      // Kept in the dialog too: the toast goes away while the person fixes the expression.
      setFailure(text);
      dispatch(addDangerToast(text));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!query) return;
    try {
      await deleteSchedule(query.id);
      dispatch(addSuccessToast(SCHEDULE_REMOVED));
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Modal
      title={query ? `Schedule ${query.label}` : 'Schedule'}
      open={query !== null}
      onCancel={onClose}
      width={820}
      forceRender
      footer={
        <Space>
          {schedule && (
            <Button danger onClick={() => void remove()}>
              Remove schedule
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            Save
          </Button>
        </Space>
      }
    >
      <Spin spinning={loading}>
        <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
          <Form.Item
            name="crontab"
            label="Cron expression"
            extra="Minute, hour, day of month, month, day of week: 0 9 * * 1 runs Mondays at 9:00."
            rules={[
              { required: true, whitespace: true, message: 'A cron expression is required.' },
            ]}
          >
            <Input className="tessera-code" maxLength={100} />
          </Form.Item>
          <Form.Item name="timezone" label="Time zone" rules={[{ required: true }]}>
            <Select showSearch options={zoneOptions} />
          </Form.Item>
          <Form.Item name="active" label="Active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
        {failure && <Alert type="error" showIcon title={failure} />}
        {schedule && (
          <>
            <Paragraph>
              {schedule.next_run_at === null
                ? 'Inactive: the query will not run.'
                : `Next run: ${new Date(schedule.next_run_at).toLocaleString()}`}
            </Paragraph>
            <Title level={5}>Latest runs</Title>
            <ScheduleRunLog runs={schedule.runs} />
          </>
        )}
      </Spin>
    </Modal>
  );
}
