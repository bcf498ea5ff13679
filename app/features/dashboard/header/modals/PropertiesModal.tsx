/**
 * "Edit properties" (antd, loaded with its own chunk on first open): title, slug, owners,
 * roles, certification, colour scheme and the advanced JSON metadata, validated before save.
 */
import { useEffect, useMemo, useState } from 'react';
import { CATEGORICAL_SCHEMES } from '@app/charts/shared/colorSchemes';
import { AntdTheme } from '@app/components/AntdTheme';
import { Alert, Button, Form, Input, Modal, Select, Space } from '@app/components/antdKit';
import type { DashboardInfo } from '../../state/dashboardSlice';
import {
  changesFromForm,
  formFromInfo,
  parseMetadataText,
  type PickedOption,
  type PropertiesForm,
  relatedOptions,
} from './propertiesForm';

/** Props of the properties modal (mounted while open). */
export interface PropertiesModalProps {
  info: DashboardInfo;
  /** Edit mode: the changes wait for the main Save; view mode: they are saved at once. */
  editMode: boolean;
  onSubmit: (changes: Partial<DashboardInfo>) => Promise<void>;
  onClose: () => void;
}

const SCHEME_OPTIONS = Object.entries(CATEGORICAL_SCHEMES).map(([value, scheme]) => ({
  value,
  label: scheme.label,
}));

// Owner or role choices from the related endpoint, merged with those already picked.
function useRelated(field: 'owners' | 'roles', picked: PickedOption[]) {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<PickedOption[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      relatedOptions(field, search).then(
        (options) => live && (setFound(options), setFailed(false)),
        () => live && setFailed(true),
      );
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [field, search]);
  const options = useMemo(() => {
    const all = new Map<number, string>();
    for (const option of [...picked, ...found]) all.set(option.id, option.name);
    return [...all].map(([value, label]) => ({ value, label }));
  }, [picked, found]);
  return { options, onSearch: setSearch, failed };
}

/** The properties modal (see the file comment). */
export function PropertiesModal({ info, editMode, onSubmit, onClose }: PropertiesModalProps) {
  const [form, setForm] = useState<PropertiesForm>(() => formFromInfo(info));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const owners = useRelated('owners', form.owners);
  const roles = useRelated('roles', form.roles);
  const metadataError = parseMetadataText(form.metadataText).error;
  const set = <K extends keyof PropertiesForm>(key: K, value: PropertiesForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const pick = (options: { value: number; label: string }[], ids: number[]) =>
    ids.map((id) => ({ id, name: options.find((option) => option.value === id)?.label ?? '' }));

  const submit = async () => {
    const result = changesFromForm(form, info);
    if (result.error !== null) return;
    setSaving(true);
    setError(null);
    try {
      await onSubmit(result.changes);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Sorry, an unknown error occurred');
      setSaving(false);
    }
  };

  return (
    <AntdTheme>
      <Modal
        open
        title="Dashboard properties"
        width={640}
        onCancel={onClose}
        footer={
          <Space>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              type="primary"
              loading={saving}
              disabled={metadataError !== null}
              data-test="properties-modal-apply-button"
              onClick={() => void submit()}
            >
              {editMode ? 'Apply' : 'Save'}
            </Button>
          </Space>
        }
      >
        <div data-test="dashboard-properties-modal">
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
          <Form layout="vertical" component="div">
            <h3 className="dashboard-properties-section">Basic information</h3>
            <div className="dashboard-properties-row">
              <Form.Item label="Title">
                <Input
                  data-test="properties-title"
                  value={form.title}
                  onChange={(event) => set('title', event.target.value)}
                />
              </Form.Item>
              <Form.Item label="URL slug" help="A readable URL for your dashboard">
                <Input
                  data-test="properties-slug"
                  value={form.slug}
                  onChange={(event) => set('slug', event.target.value)}
                />
              </Form.Item>
            </div>
            <h3 className="dashboard-properties-section">Access</h3>
            <Form.Item
              label="Owners"
              help={
                owners.failed
                  ? 'Could not load the users to choose from.'
                  : 'Owners may change the dashboard.'
              }
            >
              <Select
                mode="multiple"
                data-test="properties-owners"
                filterOption={false}
                showSearch={{ onSearch: owners.onSearch, filterOption: false }}
                value={form.owners.map((owner) => owner.id)}
                options={owners.options}
                onChange={(ids: number[]) => set('owners', pick(owners.options, ids))}
              />
            </Form.Item>
            <Form.Item
              label="Roles"
              help={
                roles.failed
                  ? 'Could not load the roles to choose from.'
                  : 'When set, only these roles (and owners) may open the dashboard.'
              }
            >
              <Select
                mode="multiple"
                data-test="properties-roles"
                showSearch={{ onSearch: roles.onSearch, filterOption: false }}
                value={form.roles.map((role) => role.id)}
                options={roles.options}
                onChange={(ids: number[]) => set('roles', pick(roles.options, ids))}
              />
            </Form.Item>
            <h3 className="dashboard-properties-section">Certification</h3>
            <div className="dashboard-properties-row">
              <Form.Item label="Certified by">
                <Input
                  data-test="properties-certified-by"
                  value={form.certifiedBy}
                  onChange={(event) => set('certifiedBy', event.target.value)}
                />
              </Form.Item>
              <Form.Item label="Certification details">
                <Input
                  data-test="properties-certification-details"
                  value={form.certificationDetails}
                  disabled={form.certifiedBy.trim() === ''}
                  onChange={(event) => set('certificationDetails', event.target.value)}
                />
              </Form.Item>
            </div>
            <Form.Item label="Colour scheme">
              <Select
                allowClear
                data-test="properties-color-scheme"
                placeholder="The charts' own schemes"
                value={form.colorScheme}
                options={SCHEME_OPTIONS}
                onChange={(value: string | undefined) => set('colorScheme', value)}
              />
            </Form.Item>
            <h3 className="dashboard-properties-section">Advanced</h3>
            <Form.Item
              label="JSON metadata"
              validateStatus={metadataError ? 'error' : undefined}
              help={metadataError ?? 'The layout is saved from the layout itself.'}
            >
              <Input.TextArea
                data-test="properties-json-metadata"
                className="dashboard-code-input"
                spellCheck={false}
                autoSize={{ minRows: 6, maxRows: 14 }}
                value={form.metadataText}
                onChange={(event) => set('metadataText', event.target.value)}
              />
            </Form.Item>
          </Form>
        </div>
      </Modal>
    </AntdTheme>
  );
}
