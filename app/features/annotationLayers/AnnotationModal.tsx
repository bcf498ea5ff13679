import { useEffect, useState } from 'react';
import type { AnnotationRecordResponse } from '@common/api/annotationLayers';
import { createAnnotation, updateAnnotation } from '@app/api/annotationLayers';
import { Form, Input, Modal } from '@app/components/antdKit';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { fieldErrors, fromInputTime, toInputTime } from './fieldErrors';

interface Props {
  layerId: number;
  /** The annotation to edit, or null to add one. */
  annotation: AnnotationRecordResponse | null;
  open: boolean;
  onClose: () => void;
  onSaved: (annotation: AnnotationRecordResponse, created: boolean) => void;
}

type Values = {
  short_descr: string;
  start_dttm: string;
  end_dttm: string;
  long_descr?: string;
  json_metadata?: string;
};

/** Empty, or a JSON object (Superset keeps json_metadata as an object's text). */
export function jsonMetadataProblem(text: string | undefined): string | undefined {
  if (!text?.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return undefined;
  } catch {
    // falls through to the message
  }
  return 'JSON metadata must be a JSON object, e.g. {"color": "#ff0000"}';
}

/** The "Add annotation" / "Edit annotation" dialog: times are UTC, as the API keeps them. */
export function AnnotationModal({ layerId, annotation, open, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const showError = useApiErrorToast();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (annotation)
      form.setFieldsValue({
        short_descr: annotation.short_descr,
        start_dttm: toInputTime(annotation.start_dttm),
        end_dttm: toInputTime(annotation.end_dttm),
        long_descr: annotation.long_descr ?? '',
        json_metadata: annotation.json_metadata ?? '',
      });
  }, [open, annotation, form]);

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    setSaving(true);
    try {
      const body = {
        short_descr: values.short_descr.trim(),
        start_dttm: fromInputTime(values.start_dttm),
        end_dttm: fromInputTime(values.end_dttm),
        long_descr: values.long_descr?.trim() || null,
        json_metadata: values.json_metadata?.trim() || null,
      };
      const saved = annotation
        ? await updateAnnotation(layerId, annotation.id, body)
        : await createAnnotation(layerId, body);
      onSaved(saved, !annotation);
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
      title={annotation ? 'Edit annotation' : 'Add annotation'}
      open={open}
      onCancel={onClose}
      onOk={() => void save()}
      okText="Save"
      confirmLoading={saving}
      destroyOnHidden
      width={620}
    >
      <Form form={form} name="annotation" layout="vertical">
        <Form.Item
          label="Short description"
          name="short_descr"
          rules={[{ required: true, whitespace: true, message: 'Short description is required' }]}
        >
          <Input autoComplete="off" maxLength={500} />
        </Form.Item>
        <Space2>
          <Form.Item
            label="Start (UTC)"
            name="start_dttm"
            rules={[{ required: true, message: 'Start is required' }]}
          >
            <Input type="datetime-local" aria-label="Start (UTC)" />
          </Form.Item>
          <Form.Item
            label="End (UTC)"
            name="end_dttm"
            dependencies={['start_dttm']}
            rules={[
              { required: true, message: 'End is required' },
              ({ getFieldValue }) => ({
                validator: (_rule, value: string | undefined) =>
                  value && getFieldValue('start_dttm') && value < getFieldValue('start_dttm')
                    ? Promise.reject(new Error('End date must be after start date'))
                    : Promise.resolve(),
              }),
            ]}
          >
            <Input type="datetime-local" aria-label="End (UTC)" />
          </Form.Item>
        </Space2>
        <Form.Item label="Description" name="long_descr">
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          label="JSON metadata"
          name="json_metadata"
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const problem = jsonMetadataProblem(value);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={3} className="tessera-code" placeholder='{"color": "#ff0000"}' />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Two form items side by side. */
function Space2({ children }: { children: React.ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>{children}</div>;
}
