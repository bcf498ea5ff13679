import { useId } from 'react';
import type { NativeFilterDivider } from '@common/dashboard/dashboardMetadata';
import type { FilterFieldErrors } from '../validateFilterConfig';
import { ConfigField } from './ConfigField';

/** The form of a divider: a title and a description shown between filters. */
export function DividerConfigForm({
  divider,
  errors,
  onChange,
}: {
  divider: NativeFilterDivider;
  errors: FilterFieldErrors;
  onChange: (divider: NativeFilterDivider) => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <div className="nf-form">
      <ConfigField label="Title" htmlFor={titleId} error={errors.title} required>
        <input
          id={titleId}
          className="ui-input"
          value={divider.title}
          aria-invalid={Boolean(errors.title) || undefined}
          onChange={(event) => onChange({ ...divider, title: event.target.value })}
        />
      </ConfigField>
      <ConfigField label="Description" htmlFor={descriptionId}>
        <textarea
          id={descriptionId}
          className="ui-input nf-textarea"
          rows={3}
          value={divider.description}
          onChange={(event) => onChange({ ...divider, description: event.target.value })}
        />
      </ConfigField>
    </div>
  );
}
