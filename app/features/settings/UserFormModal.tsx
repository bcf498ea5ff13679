import { Form, Input, Modal, Select, Switch } from '@app/components/antdKit';
import { useEffect, useState } from 'react';
import type { RoleRecord } from '@common/api/roles';
import type { UserCreateBody, UserRecord } from '@common/api/users';
// From the constants, not common/api: that would bring zod into the page for one number.
import { PASSWORD_MIN_LENGTH } from '@common/constants/users';
import { ApiError } from '@app/api/client';
import { createUser, listRoles, updateUser } from '@app/api/security';
import { useApiErrorToast } from '@app/components/useApiErrorToast';

interface Props {
  /** The user to edit, or null to add one. */
  user: UserRecord | null;
  open: boolean;
  onClose: () => void;
  onSaved: (user: UserRecord, created: boolean) => void;
}

/** The "Add user" / "Edit user" dialog. */
export function UserFormModal({ user, open, onClose, onSaved }: Props) {
  const [form] = Form.useForm<UserCreateBody>();
  const [roles, setRoles] = useState<RoleRecord[]>([]);
  const [saving, setSaving] = useState(false);
  const showError = useApiErrorToast();

  useEffect(() => {
    if (!open) return;
    listRoles({ pageSize: 1000 })
      .then((answer) => setRoles(answer.result))
      .catch(showError);
    form.resetFields();
    if (user) {
      form.setFieldsValue({ ...user, password: '', roles: user.roles.map((role) => role.id) });
    }
  }, [open, user, form, showError]);

  const save = async () => {
    let values: UserCreateBody;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    setSaving(true);
    try {
      const { password, ...rest } = values;
      const saved = user
        ? await updateUser(user.id, password ? values : rest)
        : await createUser(values);
      onSaved(saved, !user);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      if (fields.length > 0) {
        form.setFields(
          fields.map(([name, errors]) => ({ name: name as keyof UserCreateBody, errors })),
        );
      } else {
        showError(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={user ? 'Edit user' : 'Add user'}
      open={open}
      onCancel={onClose}
      onOk={() => void save()}
      okText="Save"
      confirmLoading={saving}
      destroyOnHidden
      width={600}
    >
      <Form form={form} name="user" layout="vertical" initialValues={{ active: true, roles: [] }}>
        <Form.Item
          label="First name"
          name="first_name"
          rules={[{ required: true, whitespace: true }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          label="Last name"
          name="last_name"
          rules={[{ required: true, whitespace: true }]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Username" name="username" rules={[{ required: true, whitespace: true }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email' }]}>
          <Input />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          extra={user ? 'Leave blank to keep the current password.' : undefined}
          rules={[
            {
              required: !user,
              min: PASSWORD_MIN_LENGTH,
              message: `At least ${PASSWORD_MIN_LENGTH} characters`,
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Roles"
          name="roles"
          rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one role' }]}
        >
          <Select
            mode="multiple"
            options={roles.map((role) => ({ value: role.id, label: role.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item label="Active" name="active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
