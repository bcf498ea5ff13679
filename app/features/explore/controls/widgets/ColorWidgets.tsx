import { useState } from 'react';
import { CATEGORICAL_SCHEMES, SEQUENTIAL_SCHEMES } from '@app/charts/shared/colorSchemes';
import { TextInput } from '@app/components/ui/TextInput';
import type { WidgetProps } from './widgetProps';

/** Colour picker value (Superset's {r, g, b, a}); spec §9 default. */
export interface RgbaColor {
  r: number;
  g: number;
  b: number;
  a: number;
}
export const DEFAULT_PICKER_COLOR: RgbaColor = { r: 0, g: 122, b: 135, a: 1 };

const hex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** {r,g,b} → "#rrggbb". */
export function rgbaToHex(color: RgbaColor): string {
  return `#${hex(color.r)}${hex(color.g)}${hex(color.b)}`;
}

/** "#rrggbb" → {r,g,b} with the given alpha. */
export function hexToRgba(text: string, a: number): RgbaColor {
  const value = Number.parseInt(text.replace('#', ''), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255, a };
}

function SchemeList({
  schemes,
  value,
  onChange,
  inputId,
  gradient,
  disabled,
}: {
  schemes: Readonly<Record<string, { label: string; colors: string[] }>>;
  value: unknown;
  onChange: (value: string) => void;
  inputId: string;
  gradient: boolean;
  disabled: boolean;
}) {
  const [search, setSearch] = useState('');
  const entries = Object.entries(schemes).filter(([, scheme]) =>
    scheme.label.toLowerCase().includes(search.trim().toLowerCase()),
  );
  return (
    <div className="ctl-schemes">
      <TextInput
        id={inputId}
        size="small"
        value={search}
        onChange={setSearch}
        placeholder="Search schemes"
        allowClear
        disabled={disabled}
      />
      <div className="ctl-scheme-list" role="listbox" aria-label="Color schemes">
        {entries.map(([name, scheme]) => (
          <button
            key={name}
            type="button"
            role="option"
            aria-selected={value === name}
            disabled={disabled}
            className={`ctl-scheme ${value === name ? 'is-selected' : ''}`}
            onClick={() => onChange(name)}
            data-test={`scheme-${name}`}
          >
            <span className="ctl-scheme-label">{scheme.label}</span>
            {gradient ? (
              <span
                className="ctl-gradient"
                style={{ background: `linear-gradient(to right, ${scheme.colors.join(', ')})` }}
              />
            ) : (
              <span className="ctl-swatches">
                {scheme.colors.slice(0, 10).map((color, index) => (
                  <span
                    key={`${color}-${index}`}
                    className="ctl-swatch"
                    style={{ background: color }}
                  />
                ))}
              </span>
            )}
          </button>
        ))}
        {entries.length === 0 && <p className="ctl-muted">No scheme matches.</p>}
      </div>
    </div>
  );
}

/** ColorSchemeControl: searchable categorical schemes with swatches. */
export function ColorSchemeWidget({ value, onChange, inputId, disabled }: WidgetProps) {
  return (
    <SchemeList
      schemes={CATEGORICAL_SCHEMES}
      gradient={false}
      {...{ value, onChange, inputId, disabled }}
    />
  );
}

/** SequentialSchemeControl: searchable sequential schemes as gradients. */
export function SequentialSchemeWidget({ value, onChange, inputId, disabled }: WidgetProps) {
  return (
    <SchemeList schemes={SEQUENTIAL_SCHEMES} gradient {...{ value, onChange, inputId, disabled }} />
  );
}

/** ColorPickerControl: colour and opacity, written as {r, g, b, a}. */
export function ColorPickerWidget({ value, onChange, inputId, disabled }: WidgetProps) {
  const color = (value && typeof value === 'object' ? value : DEFAULT_PICKER_COLOR) as RgbaColor;
  return (
    <span className="ctl-inline">
      <input
        id={inputId}
        type="color"
        className="ctl-color"
        value={rgbaToHex(color)}
        disabled={disabled}
        onChange={(event) => onChange(hexToRgba(event.target.value, color.a))}
      />
      <label className="ctl-inline ctl-muted">
        Opacity
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={color.a}
          disabled={disabled}
          onChange={(event) => onChange({ ...color, a: Number(event.target.value) })}
        />
      </label>
    </span>
  );
}
