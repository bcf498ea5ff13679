import { useEffect, useState } from 'react';
import type { AnnotationLayerRecord } from '@common/api/annotationLayers';
import { createAnnotationLayer, updateAnnotationLayer } from '@app/api/annotationLayers';
import { Form, Input, Modal } from '@app/components/antdKit';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { fieldErrors } from './fieldErrors';

interface Props {
  /** The layer to edit, or null to add one. */
  layer: AnnotationLayerRecord | null;
  open: boolean;
  onClose: () => void;
  onSaved: (layer: AnnotationLayerRecord, created: boolean) => void;
}

type Values = { name: string; descr?: string };

/** The "Add annotation layer" / "Edit annotation layer" dialog. */
export function AnnotationLayerModal({ layer, open, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const showError = useApiErrorToast();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (layer) form.setFieldsValue({ name: layer.name, descr: layer.descr ?? '' });
  }, [open, layer, form]);

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    setSaving(true);
    try {
      const body = { name: values.name.trim(), descr: values.descr?.trim() || null };
      const saved = layer
        ? await updateAnnotationLayer(layer.id, body)
        : await createAnnotationLayer(body);
      onSaved(saved, !layer);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.length > 0)
        form.setFields(fields.map(([name, errors]) => ({ name: name as keyof Values, errors })));
      else showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={layer ? 'Edit annotation layer' : 'Add annotation layer'}
      open={open}
      onCancel={onClose}
      onOk={() => void save()}
      okText="Save"
      confirmLoading={saving}
      destroyOnHidden
      width={560}
    >
      <Form form={form} name="annotation-layer" layout="vertical">
        <Form.Item
          label="Annotation layer name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
        >
          <Input autoComplete="off" maxLength={250} />
        </Form.Item>
        <Form.Item label="Description" name="descr">
          <Input.TextArea rows={4} placeholder="Description (this can be seen in the list)" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
