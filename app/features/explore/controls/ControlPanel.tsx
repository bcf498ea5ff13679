import { useState } from 'react';
import type { ControlPanelConfig, ControlPanelSection, FormData } from '@app/charts/types';
import type { DatasourcePayload } from '@common/api/datasets';
import { Tabs } from '@app/components/ui/Tabs';
import { ControlField } from './ControlField';
import { isVisible } from './panelControls';
import './controls.css';

export interface ControlPanelProps {
  panel: ControlPanelConfig;
  formData: FormData;
  datasource: DatasourcePayload | null;
  /** Validation errors by control name (validateControls). */
  errors: Record<string, string[]>;
  onChange: (name: string, value: unknown) => void;
}

function Section({
  section,
  formData,
  datasource,
  errors,
  onChange,
}: Omit<ControlPanelProps, 'panel'> & { section: ControlPanelSection }) {
  const [open, setOpen] = useState(section.expanded ?? true);
  const rows = section.rows
    .map((row) =>
      row.filter((control) => control.type !== 'HiddenControl' && isVisible(control, formData)),
    )
    .filter((row) => row.length > 0);
  if (rows.length === 0) return null;
  const errorCount = rows
    .flat()
    .filter((control) => (errors[control.name]?.length ?? 0) > 0).length;
  return (
    <section className="ctl-section" data-test={`control-section-${section.label}`}>
      <button
        type="button"
        className="ctl-section-header"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="ctl-caret" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <span className="ctl-section-title">{section.label}</span>
        {errorCount > 0 && (
          <span className="ctl-section-errors" title="Controls with errors">
            {errorCount}
          </span>
        )}
      </button>
      {open && (
        <div className="ctl-section-body">
          {section.description && <p className="ctl-muted">{section.description}</p>}
          {rows.map((row) => (
            <div
              key={row.map((control) => control.name).join('|')}
              className={`ctl-row ctl-row-${row.length}`}
            >
              {row.map((control) => (
                <ControlField
                  key={control.name}
                  control={control}
                  formData={formData}
                  datasource={datasource}
                  errors={errors[control.name]}
                  onChange={onChange}
                />
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/** Explore's control panel: "Data" and "Customize" tabs of collapsible sections of control rows. */
export function ControlPanel({ panel, formData, datasource, errors, onChange }: ControlPanelProps) {
  const [tab, setTab] = useState<'data' | 'customize'>('data');
  const sectionsOf = (which: 'data' | 'customize') =>
    panel.sections
      .filter((section) => section.tab === which)
      .map((section) => (
        <Section
          key={section.label}
          section={section}
          formData={formData}
          datasource={datasource}
          errors={errors}
          onChange={onChange}
        />
      ));
  const customize = panel.sections.some((section) => section.tab === 'customize');
  const dataErrors = panel.sections
    .filter((section) => section.tab === 'data')
    .some((section) =>
      section.rows.flat().some((control) => (errors[control.name]?.length ?? 0) > 0),
    );
  return (
    <div className="ctl-panel" data-test="control-panel">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'data' | 'customize')}
        aria-label="Chart controls"
        items={[
          {
            key: 'data',
            label: (
              <span data-test="control-tab-data">
                Data
                {dataErrors && (
                  <span className="ctl-tab-error" aria-label="has errors">
                    {' '}
                    !
                  </span>
                )}
              </span>
            ),
            children: <div className="ctl-sections">{sectionsOf('data')}</div>,
          },
          ...(customize
            ? [
                {
                  key: 'customize',
                  label: <span data-test="control-tab-customize">Customize</span>,
                  children: <div className="ctl-sections">{sectionsOf('customize')}</div>,
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
