import type { ControlPanelConfig } from '../types';
import { timeseriesSections } from '../shared/timeseries/controlSections';

/** The Bar Chart's controls: the shared timeseries sections with its series options. */
export const controlPanel: ControlPanelConfig = {
  sections: timeseriesSections({ stack: true, orientation: true }),
};
