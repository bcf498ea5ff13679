import { useCallback, useId } from 'react';
import type { ControlSpec, FormData } from '@app/charts/types';
import type { DatasourcePayload } from '@common/api/datasets';
import { Tooltip } from '@app/components/ui/Tooltip';
import { CONTROL_WIDGETS } from './widgets/controlWidget';

export interface ControlFieldProps {
  control: ControlSpec;
  formData: FormData;
  datasource: DatasourcePayload | null;
  errors: string[] | undefined;
  onChange: (name: string, value: unknown) => void;
}

/** "Metrics cannot be empty": lower-case messages read after the label, others stand alone. */
export function errorText(label: string, error: string): string {
  return /^[a-z]/.test(error) ? `${label} ${error}` : error;
}

/** One control: label, description tooltip, its widget and its validation errors. */
export function ControlField({
  control,
  formData,
  datasource,
  errors,
  onChange,
}: ControlFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const { name } = control;
  const change = useCallback((value: unknown) => onChange(name, value), [onChange, name]);
  if (control.type === 'HiddenControl') return null;
  const Widget = CONTROL_WIDGETS[control.type];
  const invalid = errors !== undefined && errors.length > 0;
  const checkbox = control.type === 'CheckboxControl';
  const widget = (
    <Widget
      control={control}
      value={formData[name]}
      onChange={change}
      formData={formData}
      datasource={datasource}
      inputId={inputId}
      disabled={control.disabled ? control.disabled(formData) : false}
    />
  );
  return (
    <div
      className={`ctl-control ${invalid ? 'is-invalid' : ''} ${checkbox ? 'is-checkbox' : ''}`}
      data-test={`control-${name}`}
      aria-describedby={invalid ? errorId : undefined}
    >
      <div className="ctl-label-row">
        {checkbox && widget}
        <label htmlFor={inputId} className="ctl-label">
          {control.label}
          {control.validators?.some(
            (validator) => validator === 'required' || validator === 'nonEmpty',
          ) && (
            <span className="ctl-required" aria-hidden="true">
              *
            </span>
          )}
        </label>
        {control.description && (
          <Tooltip title={control.description}>
            <span className="ctl-info" tabIndex={0} aria-label={`About ${control.label}`}>
              i
            </span>
          </Tooltip>
        )}
        {invalid && (
          <span className="ctl-error-icon" aria-hidden="true" title={errors.join(', ')}>
            !
          </span>
        )}
      </div>
      {!checkbox && widget}
      {invalid && (
        <div id={errorId} className="ctl-error" role="alert">
          {errors.map((error) => errorText(control.label, error)).join('. ')}
        </div>
      )}
    </div>
  );
}
