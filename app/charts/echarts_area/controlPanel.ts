import type { ControlPanelConfig } from '../types';
import { timeseriesSections } from '../shared/timeseries/controlSections';

/** The Area Chart's controls: the shared timeseries sections with its series options. */
export const controlPanel: ControlPanelConfig = {
  sections: timeseriesSections({ seriesType: true, markers: true, stack: true }),
  formDataOverrides: (formData) => ({ ...formData, area: formData.area ?? true }),
};
