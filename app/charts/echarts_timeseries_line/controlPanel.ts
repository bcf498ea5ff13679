import type { ControlPanelConfig } from '../types';
import { timeseriesSections } from '../shared/timeseries/controlSections';

/** The Line Chart's controls: the shared timeseries sections with its series options. */
export const controlPanel: ControlPanelConfig = {
  sections: timeseriesSections({ area: true, markers: true, stack: true }),
};
