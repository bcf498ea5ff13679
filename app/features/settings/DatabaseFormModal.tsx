import { Button, Checkbox, Form, Input, InputNumber, Modal } from '@app/components/antdKit';
import { useEffect, useState } from 'react';
import type { DatabaseCreateBody, DatabaseRecord } from '@common/api/databases';
import { ApiError } from '@app/api/client';
import { createDatabase, testConnection, updateDatabase } from '@app/api/databases';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';

type Values = DatabaseCreateBody;

const FLAGS: [keyof Values, string][] = [
  ['expose_in_sqllab', 'Expose in SQL Lab'],
  ['allow_run_async', 'Allow asynchronous query execution'],
  ['allow_dml', 'Allow DML (INSERT, UPDATE, DELETE, CREATE …)'],
  ['allow_ctas', 'Allow CREATE TABLE AS'],
  ['allow_cvas', 'Allow CREATE VIEW AS'],
];

/** The "Connect a database" / "Edit database" dialog, with Test connection. */
export function DatabaseFormModal(props: {
  database: DatabaseRecord | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { database, open, onClose, onSaved } = props;
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState<'save' | 'test'>();
  const dispatch = useAppDispatch();
  const showError = useApiErrorToast();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (database) form.setFieldsValue(database);
  }, [open, database, form]);

  const fail = (error: unknown) => {
    const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
    if (fields.length > 0)
      form.setFields(fields.map(([name, errors]) => ({ name: name as keyof Values, errors })));
    else showError(error);
  };

  const test = async () => {
    setBusy('test');
    try {
      const { sqlalchemy_uri, database_name } = await form.validateFields([
        'sqlalchemy_uri',
        'database_name',
      ]);
      await testConnection(sqlalchemy_uri, database?.database_name ?? database_name);
      dispatch(addSuccessToast('Connection looks good!'));
    } catch (error) {
      if (error instanceof Error) fail(error);
    } finally {
      setBusy(undefined);
    }
  };

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy('save');
    try {
      if (database) await updateDatabase(database.id, values);
      else await createDatabase(values);
      dispatch(addSuccessToast(`Database ${values.database_name} was saved`));
      onSaved();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Modal
      title={database ? 'Edit database' : 'Connect a database'}
      open={open}
      onCancel={onClose}
      width={600}
      destroyOnHidden
      footer={[
        <Button key="test" onClick={() => void test()} loading={busy === 'test'}>
          Test connection
        </Button>,
        <Button key="save" type="primary" onClick={() => void save()} loading={busy === 'save'}>
          Save
        </Button>,
      ]}
    >
      <Form
        form={form}
        name="database"
        layout="vertical"
        initialValues={{
          expose_in_sqllab: true,
          allow_run_async: false,
          allow_dml: false,
          allow_ctas: false,
          allow_cvas: false,
          extra: '{}',
          cache_timeout: null,
        }}
      >
        <Form.Item
          label="Display name"
          name="database_name"
          rules={[{ required: true, whitespace: true }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          label="SQLAlchemy URI"
          name="sqlalchemy_uri"
          rules={[{ required: true, whitespace: true }]}
          extra="For example postgresql://user:password@host:5432/database, mysql://user:password@host:3306/database or duckdb:///file.duckdb (inside the Tessera data folder)."
        >
          <Input autoComplete="off" />
        </Form.Item>
        {FLAGS.map(([name, label]) => (
          <Form.Item
            key={name}
            name={name}
            valuePropName="checked"
            className="tessera-compact-item"
          >
            <Checkbox>{label}</Checkbox>
          </Form.Item>
        ))}
        <Form.Item label="Cache timeout (seconds)" name="cache_timeout">
          <InputNumber min={0} className="tessera-wide" />
        </Form.Item>
        <Form.Item
          label="Extra (JSON)"
          name="extra"
          extra='For example {"disable_data_preview": true, "cost_estimate_enabled": true}'
        >
          <Input.TextArea rows={3} className="tessera-code" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
