import type { ControlPanelConfig } from '../types';
import {
  adhocFilters,
  colorScheme,
  dateFormat,
  groupby,
  metrics,
  numberFormat,
  querySection,
  seriesLimit,
  seriesLimitMetric,
} from '../shared/sharedControls';

/** Superset's box plot control panel (names and defaults). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [
        {
          ...groupby,
          name: 'columns',
          label: 'Distribute across',
          validators: ['nonEmpty'],
          description: 'Columns to calculate distribution across.',
        },
      ],
      [groupby],
      [metrics],
      [adhocFilters],
      [seriesLimit],
      [seriesLimitMetric],
      [
        {
          name: 'whiskerOptions',
          type: 'SelectControl',
          label: 'Whisker/outlier options',
          default: 'Tukey',
          freeForm: true,
          choices: [
            ['Tukey', 'Tukey'],
            ['Min/max (no outliers)', 'Min/max (no outliers)'],
            ['2/98 percentiles', '2/98 percentiles'],
            ['9/91 percentiles', '9/91 percentiles'],
          ],
          description: 'Determines how whiskers and outliers are calculated.',
        },
      ],
    ]),
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [colorScheme],
        [numberFormat('number_format'), dateFormat('date_format', 'Date format')],
      ],
    },
  ],
};
