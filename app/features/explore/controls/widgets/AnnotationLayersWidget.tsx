import { useState } from 'react';
import { chartMetadata } from '@app/charts/registry';
import type { AnnotationLayerConfig, AnnotationType } from '@app/charts/types';
import { AnnotationLayerEditor } from './AnnotationLayerEditor';
import { Chip } from './Chip';
import { PopupPanel } from './PopupPanel';
import type { WidgetProps } from './widgetProps';

const ALL_TYPES: AnnotationType[] = ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'];

/** AnnotationLayersControl: the layers as chips (hidden ones struck through) and an add/edit popover. */
export function AnnotationLayersWidget({
  value,
  onChange,
  formData,
  inputId,
  disabled,
}: WidgetProps) {
  const layers = (Array.isArray(value) ? value : []) as AnnotationLayerConfig[];
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const offered = chartMetadata(formData.viz_type)?.annotationTypes;
  const types = offered && offered.length > 0 ? offered : ALL_TYPES;
  const editor = (index: number | 'new') =>
    editing === index ? (
      <AnnotationLayerEditor
        types={types}
        layer={index === 'new' ? undefined : layers[index]}
        takenNames={layers.filter((_, at) => at !== index).map((layer) => layer.name)}
        onClose={() => setEditing(null)}
        onSave={(layer) => {
          onChange(
            index === 'new'
              ? [...layers, layer]
              : layers.map((old, at) => (at === index ? layer : old)),
          );
          setEditing(null);
        }}
      />
    ) : null;
  return (
    <div className="ctl-drop">
      {layers.map((layer, index) => (
        <PopupPanel
          key={`${index}-${layer.name}`}
          open={editing === index}
          onClose={() => setEditing(null)}
          title="Edit annotation layer"
          anchor={
            <Chip
              label={layer.show ? layer.name : `${layer.name} (hidden)`}
              onEdit={disabled ? undefined : () => setEditing(index)}
              onRemove={() => onChange(layers.filter((_, at) => at !== index))}
            />
          }
        >
          {editor(index)}
        </PopupPanel>
      ))}
      <PopupPanel
        open={editing === 'new'}
        onClose={() => setEditing(null)}
        title="Add annotation layer"
        anchor={
          <button
            id={inputId}
            type="button"
            className="ctl-add"
            disabled={disabled}
            onClick={() => setEditing('new')}
          >
            + Add annotation layer
          </button>
        }
      >
        {editor('new')}
      </PopupPanel>
    </div>
  );
}
