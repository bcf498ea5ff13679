import { useEffect, useState } from 'react';
import type { RelatedOption, RlsCreateBody, RlsRecord } from '@common/api/rowLevelSecurity';
import { ApiError } from '@app/api/client';
import { createRlsRule, relatedRlsOptions, updateRlsRule } from '@app/api/rowLevelSecurity';
import { Form, Input, Modal, Select } from '@app/components/antdKit';
import { useApiErrorToast } from '@app/components/useApiErrorToast';

interface Props {
  /** The rule to edit, or null to add one. */
  rule: RlsRecord | null;
  open: boolean;
  onClose: () => void;
  onSaved: (rule: RlsRecord, created: boolean) => void;
}

type Option = { value: number; label: string };

// Written out rather than imported from common/api, which would bring zod into the page.
const FILTER_TYPES = [
  { value: 'Regular', label: 'Regular' },
  { value: 'Base', label: 'Base' },
];

const FILTER_TYPE_HELP =
  'Regular filters add where clauses to queries if a user belongs to a role referenced in the ' +
  'filter. Base filters apply filters to all queries except the roles defined in the filter.';

const tableLabel = (option: RelatedOption) => {
  const schema = typeof option.extra.schema === 'string' ? option.extra.schema : '';
  return schema ? `${schema}.${option.text}` : option.text;
};

/** Keeps the chosen values' labels when a new search answers other options. */
function merged(current: Option[], next: Option[], chosen: number[] | undefined): Option[] {
  const kept = current.filter((option) => chosen?.includes(option.value));
  const seen = new Set(next.map((option) => option.value));
  return [...next, ...kept.filter((option) => !seen.has(option.value))];
}

/** A multi-select whose options come from the rule API's related field as the person types. */
function RelatedSelect({
  field,
  value,
  onChange,
  initial,
  label,
}: {
  field: 'roles' | 'tables';
  value?: number[];
  onChange?: (value: number[]) => void;
  initial: Option[];
  label: string;
}) {
  const [options, setOptions] = useState<Option[]>(initial);
  const [loading, setLoading] = useState(false);
  const showError = useApiErrorToast();

  const search = (text: string) => {
    setLoading(true);
    relatedRlsOptions(field, text)
      .then((answer) => {
        const next = answer.result.map((option) => ({
          value: option.value,
          label: field === 'tables' ? tableLabel(option) : option.text,
        }));
        setOptions((current) => merged(current, next, value));
      })
      .catch(showError)
      .finally(() => setLoading(false));
  };

  // The first page of choices when the dialog opens.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => search(''), []);

  return (
    <Select
      mode="multiple"
      aria-label={label}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ filterOption: false, onSearch: search }}
      loading={loading}
      placeholder={field === 'tables' ? 'Choose tables' : 'Choose roles'}
    />
  );
}

/** The "Add rule" / "Edit rule" dialog of the Row level security page. */
export function RowLevelSecurityFormModal({ rule, open, onClose, onSaved }: Props) {
  const [form] = Form.useForm<RlsCreateBody>();
  const [saving, setSaving] = useState(false);
  const showError = useApiErrorToast();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (rule) {
      form.setFieldsValue({
        name: rule.name,
        description: rule.description ?? '',
        filter_type: rule.filter_type,
        tables: rule.tables.map((table) => table.id),
        roles: rule.roles.map((role) => role.id),
        group_key: rule.group_key ?? '',
        clause: rule.clause,
      });
    }
  }, [open, rule, form]);

  const save = async () => {
    let values: RlsCreateBody;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    setSaving(true);
    try {
      const body = {
        ...values,
        description: values.description || null,
        group_key: values.group_key || null,
        roles: values.roles ?? [],
      };
      const saved = rule ? await updateRlsRule(rule.id, body) : await createRlsRule(body);
      onSaved(saved, !rule);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      if (fields.length > 0) {
        form.setFields(
          fields.map(([name, errors]) => ({ name: name as keyof RlsCreateBody, errors })),
        );
      } else {
        showError(error);
      }
    } finally {
      setSaving(false);
    }
  };

  const tables = (rule?.tables ?? []).map((table) => ({
    value: table.id,
    label: table.schema ? `${table.schema}.${table.table_name}` : table.table_name,
  }));
  const roles = (rule?.roles ?? []).map((role) => ({ value: role.id, label: role.name }));

  return (
    <Modal
      title={rule ? 'Edit rule' : 'Add rule'}
      open={open}
      onCancel={onClose}
      onOk={() => void save()}
      okText="Save"
      confirmLoading={saving}
      destroyOnHidden
      width={640}
    >
      <Form
        form={form}
        name="rls"
        layout="vertical"
        initialValues={{ filter_type: 'Regular', tables: [], roles: [] }}
      >
        <Form.Item label="Rule name" name="name" rules={[{ required: true, whitespace: true }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Filter type" name="filter_type" extra={FILTER_TYPE_HELP}>
          <Select options={FILTER_TYPES} aria-label="Filter type" />
        </Form.Item>
        <Form.Item
          label="Tables"
          name="tables"
          extra="These are the tables this filter will be applied to."
          rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one table' }]}
        >
          <RelatedSelect field="tables" initial={tables} label="Tables" />
        </Form.Item>
        <Form.Item
          label="Roles"
          name="roles"
          extra="For regular filters, these are the roles this filter will be applied to. For base filters, these are the roles that the filter DOES NOT apply to, e.g. Admin."
        >
          <RelatedSelect field="roles" initial={roles} label="Roles" />
        </Form.Item>
        <Form.Item
          label="Group key"
          name="group_key"
          extra="Filters with the same group key will be ORed together within the group, while different filter groups will be ANDed together. Undefined group keys are treated as unique groups."
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Clause"
          name="clause"
          extra="This is the condition that will be added to the WHERE clause, e.g. department = 'Finance'."
          rules={[{ required: true, whitespace: true }]}
        >
          <Input.TextArea
            className="tessera-code"
            autoSize={{ minRows: 3, maxRows: 12 }}
            spellCheck={false}
          />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
