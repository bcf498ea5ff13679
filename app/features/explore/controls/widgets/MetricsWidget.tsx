import { useState } from 'react';
import type { QueryMetric } from '@common/api/chartData';
import { metricDisplayLabel } from '../labels';
import { Chip } from './Chip';
import { MetricEditor } from './MetricEditor';
import { PopupPanel } from './PopupPanel';
import { reorderHandlers, useDropTarget } from './useDropTarget';
import type { WidgetProps } from './widgetProps';

const asMetrics = (value: unknown): QueryMetric[] =>
  (Array.isArray(value)
    ? value
    : value === undefined || value === null || value === ''
      ? []
      : [value]) as QueryMetric[];

/** Which editor is open: a chip's (by index), a new metric's, or none; plus a dropped column. */
type Editing = { index: number | 'new'; column?: string } | null;

/**
 * MetricsControl and MetricControl: chips of the chosen metrics (click edits, × removes, drag
 * reorders) and an "add" target that opens the editor and accepts dataset pane items.
 */
export function MetricsWidget({
  control,
  value,
  onChange,
  datasource,
  inputId,
  disabled,
}: WidgetProps) {
  const multi = control.type === 'MetricsControl';
  const metrics = asMetrics(value);
  const [editing, setEditing] = useState<Editing>(null);
  const write = (next: QueryMetric[]) => onChange(multi ? next : (next[0] ?? null));
  const drop = useDropTarget(
    () => true,
    (item) => {
      if (item.kind === 'metric') write(multi ? [...metrics, item.name] : [item.name]);
      else setEditing({ index: multi ? 'new' : 0, column: item.name });
    },
  );
  const save = (metric: QueryMetric) => {
    const index = editing?.index ?? 'new';
    write(
      index === 'new'
        ? [...metrics, metric]
        : metrics.map((old, at) => (at === index ? metric : old)),
    );
    setEditing(null);
  };
  const editorFor = (index: number | 'new') =>
    editing?.index === index ? (
      <MetricEditor
        key={`${String(index)}-${editing.column ?? ''}`}
        datasource={datasource}
        metric={index === 'new' ? undefined : metrics[index]}
        column={editing.column}
        onSave={save}
        onClose={() => setEditing(null)}
      />
    ) : null;
  const canAdd = multi || metrics.length === 0;
  // Saved metrics show their verbose name, as the dataset pane lists them.
  const chipLabel = (metric: QueryMetric) =>
    typeof metric === 'string'
      ? datasource?.metrics.find((entry) => entry.metric_name === metric)?.verbose_name || metric
      : metricDisplayLabel(metric);

  return (
    <div className={`ctl-drop ${drop.over ? 'is-over' : ''}`} {...drop.handlers}>
      {metrics.map((metric, index) => (
        <PopupPanel
          key={`${index}-${metricDisplayLabel(metric)}`}
          open={editing?.index === index}
          onClose={() => setEditing(null)}
          title="Edit metric"
          anchor={
            <Chip
              label={chipLabel(metric)}
              title={metricDisplayLabel(metric)}
              onEdit={disabled ? undefined : () => setEditing({ index })}
              onRemove={() => write(metrics.filter((_, at) => at !== index))}
              {...(multi ? reorderHandlers(metrics, index, write) : {})}
            />
          }
        >
          {editorFor(index)}
        </PopupPanel>
      ))}
      {canAdd && (
        <PopupPanel
          open={editing?.index === 'new'}
          onClose={() => setEditing(null)}
          title="Add metric"
          anchor={
            <button
              id={inputId}
              type="button"
              className="ctl-add"
              disabled={disabled}
              onClick={() => setEditing({ index: 'new' })}
            >
              + Drop columns/metrics here or click
            </button>
          }
        >
          {editorFor('new')}
        </PopupPanel>
      )}
    </div>
  );
}
