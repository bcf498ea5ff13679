import type { ControlPanelConfig } from '../types';
import { timeseriesSections } from '../shared/timeseries/controlSections';

/** The Generic Chart's controls: the shared timeseries sections with its series options. */
export const controlPanel: ControlPanelConfig = {
  sections: timeseriesSections({ seriesType: true, area: true, markers: true, stack: true }),
};
