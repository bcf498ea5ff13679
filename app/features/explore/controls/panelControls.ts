import type { ControlPanelConfig, ControlSpec, FormData } from '@app/charts/types';

/** Every control of a panel, in panel order. */
export function panelControls(panel: ControlPanelConfig): ControlSpec[] {
  return panel.sections.flatMap((section) => section.rows.flat());
}

/** Whether a control is shown for this form data (no `visibility` means always). */
export function isVisible(control: ControlSpec, formData: FormData): boolean {
  return control.visibility ? control.visibility(formData) : true;
}
