import { useId } from 'react';
import { Button } from '@app/components/ui/Button';
import { Select } from '@app/components/ui/Select';
import { formColumnNames } from './formColumnNames';
import type { WidgetProps } from './widgetProps';

/** One conditional formatting rule (Superset's table/pivot shape). */
export interface FormattingRule {
  column?: string;
  operator: string;
  targetValue?: number;
  targetValueLeft?: number;
  targetValueRight?: number;
  colorScheme: string;
}

/** Superset's comparison operators of conditional formatting. */
export const FORMATTING_OPERATORS = [
  'None',
  '>',
  '<',
  '≥',
  '≤',
  '=',
  '≠',
  '< x <',
  '≤ x ≤',
  '≤ x <',
  '< x ≤',
];
const BETWEEN = (operator: string) => operator.includes('x');

const numberOrUndefined = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text);

function RuleRow({
  rule,
  columns,
  onChange,
  onRemove,
}: {
  rule: FormattingRule;
  columns: string[];
  onChange: (rule: FormattingRule) => void;
  onRemove: () => void;
}) {
  const ids = { column: useId(), operator: useId() };
  return (
    <div className="ctl-rule" data-test="formatting-rule">
      <div className="ctl-rule-line">
        <Select
          id={ids.column}
          aria-label="Column"
          placeholder="Column"
          value={rule.column}
          options={columns.map((name) => ({ value: name, label: name }))}
          onChange={(column) => onChange({ ...rule, column })}
        />
        <Select
          id={ids.operator}
          aria-label="Operator"
          value={rule.operator}
          options={FORMATTING_OPERATORS.map((operator) => ({ value: operator, label: operator }))}
          onChange={(operator) => operator && onChange({ ...rule, operator })}
        />
        <button type="button" className="ui-close" aria-label="Remove rule" onClick={onRemove}>
          ×
        </button>
      </div>
      <div className="ctl-rule-line">
        {rule.operator !== 'None' &&
          (BETWEEN(rule.operator) ? (
            <>
              <input
                className="ui-input"
                aria-label="Left value"
                inputMode="decimal"
                value={rule.targetValueLeft ?? ''}
                onChange={(event) =>
                  onChange({ ...rule, targetValueLeft: numberOrUndefined(event.target.value) })
                }
              />
              <input
                className="ui-input"
                aria-label="Right value"
                inputMode="decimal"
                value={rule.targetValueRight ?? ''}
                onChange={(event) =>
                  onChange({ ...rule, targetValueRight: numberOrUndefined(event.target.value) })
                }
              />
            </>
          ) : (
            <input
              className="ui-input"
              aria-label="Target value"
              inputMode="decimal"
              value={rule.targetValue ?? ''}
              onChange={(event) =>
                onChange({ ...rule, targetValue: numberOrUndefined(event.target.value) })
              }
            />
          ))}
        <input
          type="color"
          aria-label="Color"
          className="ctl-color"
          value={rule.colorScheme}
          onChange={(event) => onChange({ ...rule, colorScheme: event.target.value })}
        />
      </div>
    </div>
  );
}

/** ConditionalFormattingControl: rules {column, operator, target value(s), colour}. */
export function ConditionalFormattingWidget({
  value,
  onChange,
  formData,
  inputId,
  disabled,
}: WidgetProps) {
  const rules = (Array.isArray(value) ? value : []) as FormattingRule[];
  const columns = formColumnNames(formData);
  return (
    <div className="ctl-rules">
      {rules.map((rule, index) => (
        <RuleRow
          key={index}
          rule={rule}
          columns={columns}
          onChange={(next) => onChange(rules.map((old, at) => (at === index ? next : old)))}
          onRemove={() => onChange(rules.filter((_, at) => at !== index))}
        />
      ))}
      <Button
        id={inputId}
        size="small"
        disabled={disabled}
        onClick={() =>
          onChange([
            ...rules,
            { column: columns[0], operator: '>', targetValue: undefined, colorScheme: '#5ac189' },
          ])
        }
      >
        + Add new color formatter
      </Button>
    </div>
  );
}
