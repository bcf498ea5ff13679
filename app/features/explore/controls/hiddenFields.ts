import type { ControlPanelConfig, FormData } from '@app/charts/types';
import { isVisible, panelControls } from './panelControls';

/**
 * Stashes the values of controls that became hidden and restores them when they are shown
 * again (spec §4 "Hiding fields stashes their values and showing restores them"). `hidden` is
 * the stash (Explore's hiddenFormData) from the previous call.
 */
export function applyVisibility(
  panel: ControlPanelConfig,
  formData: FormData,
  hidden: Record<string, unknown>,
): { formData: FormData; hidden: Record<string, unknown> } {
  const next: FormData = { ...formData };
  const stash: Record<string, unknown> = { ...hidden };
  // Visibility may depend on other controls' values, so judge every control on the input.
  for (const control of panelControls(panel)) {
    const visible = isVisible(control, formData);
    const { name } = control;
    if (!visible && name in next) {
      stash[name] = next[name];
      delete next[name];
    } else if (visible && name in stash) {
      if (!(name in next)) next[name] = stash[name];
      delete stash[name];
    }
  }
  return { formData: next, hidden: stash };
}
