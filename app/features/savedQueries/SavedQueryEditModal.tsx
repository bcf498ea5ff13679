import { Form, Input, Modal } from '@app/components/antdKit';
import { useEffect, useState } from 'react';
import type { SavedQueryRecord } from '@common/api/savedQueries';
import { ApiError } from '@app/api/client';
import { updateSavedQuery } from '@app/api/savedQueries';
import { addDangerToast, addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { failureText } from './failureText';
import { QUERY_NOT_UPDATED, QUERY_UPDATED } from './savedQueryMessages';

type EditValues = { label: string; description: string; sql: string };

/** Props of the edit dialog; `query` null means closed. */
export type SavedQueryEditModalProps = {
  query: SavedQueryRecord | null;
  onClose: () => void;
  onSaved: () => void;
};

/** Edits a saved query's name, description and SQL. */
export function SavedQueryEditModal({ query, onClose, onSaved }: SavedQueryEditModalProps) {
  const [form] = Form.useForm<EditValues>();
  const [saving, setSaving] = useState(false);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!query) return;
    form.resetFields(); // errors of the last query edited must not linger
    form.setFieldsValue({ label: query.label, description: query.description, sql: query.sql });
  }, [form, query]);

  const save = async (values: EditValues) => {
    if (!query) return;
    setSaving(true);
    try {
      // Only the edited fields: the database, schema and parameters stay as SQL Lab saved them.
      await updateSavedQuery(query.id, values);
      dispatch(addSuccessToast(QUERY_UPDATED));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        form.setFields(
          Object.entries(error.fields).map(([name, errors]) => ({
            name: name as keyof EditValues,
            errors,
          })),
        );
      dispatch(addDangerToast(failureText(QUERY_NOT_UPDATED, error)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="Edit saved query"
      open={query !== null}
      okText="Save"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item
          name="label"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Name is required.' }]}
        >
          <Input maxLength={256} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item
          name="sql"
          label="SQL"
          rules={[{ required: true, whitespace: true, message: 'SQL is required.' }]}
        >
          <Input.TextArea className="tessera-code" autoSize={{ minRows: 6, maxRows: 20 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
