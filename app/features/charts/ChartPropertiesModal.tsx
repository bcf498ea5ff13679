import { useEffect, useState } from 'react';
import { updateChart } from '@app/api/charts';
import { Form, Input, InputNumber, Modal, Select } from '@app/components/antdKit';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { ownerName } from '@app/components/resourceList/resourceItem';
import { ownerChoices } from '@app/components/resourceList/resourceListCalls';
import type { ChartListItem } from './chartPresentation';

type Choice = { value: number; label: string };

/** The fields the modal edits, as PUT /api/v1/chart/{id} takes them. */
export type ChartProperties = {
  slice_name: string;
  description: string | null;
  owners: number[];
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
};

/** The PUT body of the edited fields: blank text becomes null, as Superset stores it. */
export function propertiesBody(values: ChartProperties): ChartProperties {
  const text = (value: string | null) => (value?.trim() ? value.trim() : null);
  return {
    slice_name: values.slice_name.trim(),
    description: text(values.description),
    owners: values.owners,
    cache_timeout: values.cache_timeout ?? null,
    certified_by: text(values.certified_by),
    certification_details: text(values.certification_details),
  };
}

/** "Edit chart properties": name, description, owners, cache timeout and certification. */
export function ChartPropertiesModal({
  chart,
  onClose,
  onSaved,
}: {
  chart: ChartListItem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<ChartProperties>();
  const dispatch = useAppDispatch();
  const showError = useApiErrorToast();
  const [saving, setSaving] = useState(false);
  const current: Choice[] = chart.owners.map((owner) => ({
    value: owner.id,
    label: ownerName(owner),
  }));
  const [choices, setChoices] = useState<Choice[]>(current);

  const search = (text: string) => {
    ownerChoices('chart', text).then((found) => {
      const known = new Set(found.map((choice) => choice.value));
      setChoices([...found, ...current.filter((choice) => !known.has(choice.value))]);
    }, showError);
  };
  // The first choices: everyone the server lists, so owners can be added without typing.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => search(''), []);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await updateChart(chart.id, propertiesBody(values));
      dispatch(addSuccessToast(`Chart properties updated`));
      onSaved();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="Edit chart properties"
      open
      width={600}
      onCancel={onClose}
      onOk={() => void save()}
      okText="Save"
      okButtonProps={{ loading: saving }}
      destroyOnHidden
    >
      <Form<ChartProperties>
        form={form}
        layout="vertical"
        initialValues={{
          slice_name: chart.slice_name,
          description: chart.description,
          owners: chart.owners.map((owner) => owner.id),
          cache_timeout: chart.cache_timeout,
          certified_by: chart.certified_by,
          certification_details: chart.certification_details,
        }}
      >
        <Form.Item
          name="slice_name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Name is required.' }]}
        >
          <Input maxLength={250} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="owners" label="Owners">
          <Select
            mode="multiple"
            aria-label="Owners"
            options={choices}
            showSearch={{ filterOption: false, onSearch: search }}
          />
        </Form.Item>
        <Form.Item
          name="cache_timeout"
          label="Cache timeout (seconds)"
          extra="How long results of this chart stay cached; empty uses the dataset's setting."
        >
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="certified_by" label="Certified by">
          <Input maxLength={1000} />
        </Form.Item>
        <Form.Item name="certification_details" label="Certification details">
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
