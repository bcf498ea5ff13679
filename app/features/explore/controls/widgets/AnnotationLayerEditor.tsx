import { useEffect, useId, useState } from 'react';
import type { AnnotationLayerConfig, AnnotationType } from '@app/charts/types';
import { Alert } from '@app/components/ui/Alert';
import { Button } from '@app/components/ui/Button';
import { Select } from '@app/components/ui/Select';
import { chartOptions, nativeLayerOptions, type SourceOption } from './annotationSources';

const TYPE_LABELS: Record<AnnotationType, string> = {
  FORMULA: 'Formula',
  EVENT: 'Event',
  INTERVAL: 'Interval',
  TIME_SERIES: 'Time series',
};
const STYLES = ['solid', 'dashed', 'dotted', 'longDashed'] as const;
const OPACITIES = [
  ['opacityLow', 'Low'],
  ['opacityMedium', 'Medium'],
  ['opacityHigh', 'High'],
] as const;

/** Where a layer type's data comes from: a formula, a native layer or a chart. */
function sourceTypeFor(
  type: AnnotationType,
  current: AnnotationLayerConfig['sourceType'],
): AnnotationLayerConfig['sourceType'] {
  if (type === 'FORMULA') return '';
  if (type === 'TIME_SERIES') return 'line';
  return current === 'table' ? 'table' : 'NATIVE';
}

export interface AnnotationLayerEditorProps {
  layer?: AnnotationLayerConfig;
  types: AnnotationType[];
  /** Names other layers use (names key the annotation data, so they must be unique). */
  takenNames: string[];
  onSave: (layer: AnnotationLayerConfig) => void;
  onClose: () => void;
}

/** Add/edit one annotation layer: name, type, source, value or formula, and its look. */
export function AnnotationLayerEditor({
  layer,
  types,
  takenNames,
  onSave,
  onClose,
}: AnnotationLayerEditorProps) {
  const [draft, setDraft] = useState<AnnotationLayerConfig>(
    layer ?? {
      name: '',
      annotationType: types[0] ?? 'FORMULA',
      sourceType: '',
      value: '',
      show: true,
      showLabel: false,
      style: 'solid',
      width: 1,
      opacity: '',
      color: null,
    },
  );
  const [sources, setSources] = useState<SourceOption[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = {
    name: useId(),
    type: useId(),
    source: useId(),
    value: useId(),
    style: useId(),
    width: useId(),
    color: useId(),
    opacity: useId(),
  };
  const set = (patch: Partial<AnnotationLayerConfig>) => setDraft((old) => ({ ...old, ...patch }));
  const { annotationType, sourceType } = draft;

  useEffect(() => {
    if (annotationType === 'FORMULA') return;
    let live = true;
    setSources(null);
    setError(null);
    const load =
      sourceType === 'NATIVE'
        ? nativeLayerOptions()
        : chartOptions(
            sourceType === 'table'
              ? ['table']
              : ['echarts_timeseries_line', 'echarts_timeseries', 'line'],
          );
    load.then(
      (options) => live && setSources(options),
      (failure: unknown) =>
        live && setError(failure instanceof Error ? failure.message : 'Could not load sources'),
    );
    return () => {
      live = false;
    };
  }, [annotationType, sourceType]);

  const nameTaken = takenNames.includes(draft.name.trim());
  const ready = draft.name.trim() !== '' && !nameTaken && String(draft.value).trim() !== '';
  return (
    <div className="ctl-editor ctl-annotation-editor" data-test="annotation-editor">
      <div className="ctl-grid2">
        <div className="ctl-field">
          <label htmlFor={ids.name}>Name</label>
          <input
            id={ids.name}
            className="ui-input"
            value={draft.name}
            onChange={(event) => set({ name: event.target.value })}
          />
          {nameTaken && <span className="ctl-error">A layer with this name exists</span>}
        </div>
        <div className="ctl-field">
          <label htmlFor={ids.type}>Annotation layer type</label>
          <Select
            id={ids.type}
            value={annotationType}
            options={types.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
            onChange={(type) =>
              type &&
              set({ annotationType: type, sourceType: sourceTypeFor(type, sourceType), value: '' })
            }
          />
        </div>
      </div>
      {(annotationType === 'EVENT' || annotationType === 'INTERVAL') && (
        <div className="ctl-field">
          <label htmlFor={ids.source}>Annotation source</label>
          <Select
            id={ids.source}
            value={sourceType || 'NATIVE'}
            options={[
              { value: 'NATIVE', label: 'Superset annotation' },
              { value: 'table', label: 'Table chart' },
            ]}
            onChange={(next) => next && set({ sourceType: next, value: '' })}
          />
        </div>
      )}
      <div className="ctl-field">
        <label htmlFor={ids.value}>
          {annotationType === 'FORMULA'
            ? 'Formula'
            : sourceType === 'NATIVE'
              ? 'Annotation layer'
              : 'Chart'}
        </label>
        {annotationType === 'FORMULA' ? (
          <input
            id={ids.value}
            className="ui-input"
            placeholder="y = 2x + 5"
            value={String(draft.value)}
            onChange={(event) => set({ value: event.target.value })}
          />
        ) : error ? (
          <Alert type="error" title={error} />
        ) : (
          <Select
            id={ids.value}
            showSearch
            loading={sources === null}
            placeholder="Select…"
            value={
              typeof draft.value === 'number'
                ? draft.value
                : draft.value === ''
                  ? undefined
                  : Number(draft.value)
            }
            options={sources ?? []}
            onChange={(id) => set({ value: id ?? '' })}
          />
        )}
      </div>
      <div className="ctl-grid2">
        <div className="ctl-field">
          <label htmlFor={ids.style}>Style</label>
          <Select
            id={ids.style}
            value={draft.style ?? 'solid'}
            options={STYLES.map((style) => ({ value: style, label: style }))}
            onChange={(style) => style && set({ style })}
          />
        </div>
        <div className="ctl-field">
          <label htmlFor={ids.width}>Line width</label>
          <input
            id={ids.width}
            className="ui-input"
            type="number"
            min={1}
            max={10}
            value={draft.width ?? 1}
            onChange={(event) => set({ width: Number(event.target.value) })}
          />
        </div>
        <div className="ctl-field">
          <label htmlFor={ids.color}>Color</label>
          <input
            id={ids.color}
            type="color"
            className="ctl-color"
            value={draft.color ?? '#1f7a8c'}
            onChange={(event) => set({ color: event.target.value })}
          />
        </div>
        <div className="ctl-field">
          <label htmlFor={ids.opacity}>Opacity</label>
          <Select
            id={ids.opacity}
            placeholder="Opaque"
            allowClear
            value={draft.opacity ?? ''}
            options={OPACITIES.map(([value, label]) => ({ value, label }))}
            onChange={(opacity) => set({ opacity: opacity ?? '' })}
          />
        </div>
      </div>
      <label className="ctl-inline">
        <input
          type="checkbox"
          checked={!draft.show}
          onChange={(event) => set({ show: !event.target.checked })}
        />
        Hide layer
      </label>
      <div className="ctl-editor-footer">
        <Button size="small" onClick={onClose}>
          Close
        </Button>
        <Button
          size="small"
          variant="primary"
          disabled={!ready}
          data-test="annotation-editor-save"
          onClick={() => onSave({ ...draft, name: draft.name.trim() })}
        >
          {layer ? 'Apply' : 'Add'}
        </Button>
      </div>
    </div>
  );
}
