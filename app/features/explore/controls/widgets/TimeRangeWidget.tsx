import { useState } from 'react';
import { Button } from '@app/components/ui/Button';
import { NO_TIME_RANGE } from '@common/time/timeRange';
import { describeRange } from '../timeRangeText';
import { PopupPanel } from './PopupPanel';
import { TimeRangePicker } from './TimeRangePicker';
import type { WidgetProps } from './widgetProps';

/** TimeRangeControl: the current range (and its actual bounds) opening the picker; Apply writes it. */
export function TimeRangeWidget({ value, onChange, inputId, disabled }: WidgetProps) {
  const current = typeof value === 'string' && value.trim() !== '' ? value : NO_TIME_RANGE;
  const [draft, setDraft] = useState<string | null>(null);
  const described = describeRange(current);
  const draftValid = draft !== null && describeRange(draft).ok;
  return (
    <PopupPanel
      open={draft !== null}
      onClose={() => setDraft(null)}
      title="Edit time range"
      className="ctl-time-popup"
      anchor={
        <button
          id={inputId}
          type="button"
          className="ctl-time-button"
          disabled={disabled}
          onClick={() => setDraft(draft === null ? current : null)}
          aria-expanded={draft !== null}
        >
          <span className="ctl-time-value">{current}</span>
          {described.ok && described.text !== current && (
            <span className="ctl-muted">{described.text}</span>
          )}
        </button>
      }
    >
      {draft !== null && (
        <>
          <TimeRangePicker value={draft} onChange={setDraft} />
          <div className="ctl-editor-footer">
            <Button size="small" onClick={() => setDraft(null)}>
              Cancel
            </Button>
            <Button
              size="small"
              variant="primary"
              disabled={!draftValid}
              data-test="time-range-apply"
              onClick={() => {
                onChange(draft);
                setDraft(null);
              }}
            >
              Apply
            </Button>
          </div>
        </>
      )}
    </PopupPanel>
  );
}
