// The example dashboards the first start creates from the example charts (by chart name), so a
// new user lands on something real: one with tabs and native filters (a cascading pair and a time
// range), one with cross-filters, one with a colour scheme and fixed label colours.
import type { ExampleDashboard, ExampleNode } from './buildExampleDashboard';

const chart = (name: string, width: number, height = 50): ExampleNode => ({
  type: 'CHART',
  chart: name,
  width,
  height,
});
const row = (...children: ExampleNode[]): ExampleNode => ({ type: 'ROW', children });

const FLIGHTS_INTRO = `## Three million flights

Every US domestic flight from January to June 2001: when it left, how late, how far, and
between which airports.

Pick an **origin** in the filter bar: the **destination** filter then offers only the airports
reached from it. The **date** filter narrows every chart to a time range.`;

const PENGUINS_INTRO = `## Palmer penguins

344 penguins of three species measured on three islands of the Palmer Archipelago, Antarctica.

**Click a slice or a bar** to cross-filter the other charts; the filter bar lists what is
applied and clears it.`;

const WEATHER_NOTE = `Daily observations at Seattle, 2012–2015. Weather types keep the same colour on every
chart of this dashboard.`;

/** Flights: tabs, a cascading origin → destination select and a time range filter. */
const FLIGHTS: ExampleDashboard = {
  title: 'US flights, January to June 2001',
  slug: 'flights',
  description: 'Three million US domestic flights: volume, delays and routes.',
  // The busiest origins keep their colour whichever chart draws them first (Superset Colors).
  labelColors: {
    ORD: '#1FA8C9',
    DFW: '#454E7C',
    ATL: '#5AC189',
    LAX: '#FF7F44',
    PHX: '#666666',
    STL: '#E04355',
    DTW: '#FCC700',
    MSP: '#A868B7',
    LAS: '#3CCCCB',
    DEN: '#A38F79',
  },
  layout: [
    row({ type: 'MARKDOWN', code: FLIGHTS_INTRO, width: 8, height: 50 }, chart('Total flights', 4)),
    {
      type: 'TABS',
      tabs: [
        {
          title: 'Overview',
          children: [
            row(
              chart('Daily flights (7-day average)', 4),
              chart('Weekly flights and average delay', 8),
            ),
            row(
              chart('Flights by origin airport', 4),
              chart('Average flight delay', 4),
              chart('Busiest origin airports', 4),
            ),
          ],
        },
        {
          title: 'Delays',
          children: [
            { type: 'HEADER', text: 'Delays by airport' },
            row(
              chart('Flight delays by origin airport', 8),
              chart('Distribution of flight delays', 4),
            ),
            { type: 'DIVIDER' },
            row(chart('Flights and average delay by origin airport', 12, 60)),
          ],
        },
        {
          title: 'Routes',
          children: [
            row(
              chart('Busiest flight routes', 6),
              chart('Flights between the busiest airport pairs', 6),
            ),
            row(
              chart('Flights by origin and destination', 6),
              chart('Flights and miles flown by origin and destination', 6),
            ),
            row(chart('Daily flights and delays, January to June 2001', 12)),
          ],
        },
      ],
    },
  ],
  nativeFilters: [
    {
      key: 'origin',
      name: 'Origin',
      description: 'Airport the flights leave from.',
      filterType: 'filter_select',
      table: 'flights',
      column: 'origin',
    },
    {
      key: 'destination',
      name: 'Destination',
      description: 'Airport the flights arrive at; follows the origin.',
      filterType: 'filter_select',
      table: 'flights',
      column: 'destination',
      parent: 'origin',
    },
    {
      key: 'date',
      name: 'Date',
      description: 'Time range of the flights.',
      filterType: 'filter_time',
    },
  ],
};

/** Penguins: cross-filters between every chart. */
const PENGUINS: ExampleDashboard = {
  title: 'Palmer penguins',
  slug: 'penguins',
  description: 'Species, islands and measurements of the Palmer penguins, cross-filtered.',
  crossFilters: true,
  colorScheme: 'supersetColors',
  // Fixed colours: shared label colours are otherwise handed out in the order charts arrive.
  labelColors: {
    Adelie: '#1FA8C9',
    Gentoo: '#454E7C',
    Chinstrap: '#5AC189',
    Biscoe: '#FF7F44',
    Dream: '#FCC700',
    Torgersen: '#3CCCCB',
    MALE: '#A868B7',
    FEMALE: '#E04355',
  },
  layout: [
    row(
      { type: 'MARKDOWN', code: PENGUINS_INTRO, width: 4, height: 50 },
      chart('Penguins by species', 4),
      chart('Penguins by island, species and sex', 4),
    ),
    row(
      {
        type: 'COLUMN',
        width: 6,
        children: [
          chart('Penguin measurements by species', 6),
          chart('Penguin body mass by species', 6),
        ],
      },
      chart('Penguins by species and island', 6, 100),
    ),
  ],
};

/** Seattle weather: a colour scheme with fixed colours per weather type, headers and a divider. */
const SEATTLE: ExampleDashboard = {
  title: 'Seattle weather, 2012–2015',
  slug: 'seattle-weather',
  description: 'Temperature, rain and weather types in Seattle, day by day.',
  colorScheme: 'bnbColors',
  labelColors: {
    sun: '#FFB400',
    rain: '#1FA8C9',
    drizzle: '#8FD3E4',
    fog: '#9EA0A5',
    snow: '#5AC189',
  },
  layout: [
    { type: 'HEADER', text: 'Temperature', size: 'LARGE_HEADER' },
    row(
      chart('Seattle daily temperature extremes', 8),
      chart('Seattle high temperature, 30-day average', 4),
    ),
    { type: 'DIVIDER' },
    { type: 'HEADER', text: 'Rain and weather types', size: 'LARGE_HEADER' },
    row(
      chart('Seattle monthly precipitation by weather', 6),
      chart('Seattle days by weather type', 6),
    ),
    row(chart('Seattle weather types by month', 6), chart('Daily rainfall in Seattle', 6)),
    row(chart('Seattle temperature and precipitation', 12)),
    row({ type: 'MARKDOWN', code: WEATHER_NOTE, width: 12, height: 20 }),
  ],
  nativeFilters: [
    {
      key: 'weather',
      name: 'Weather',
      description: 'Observed weather type of the day.',
      filterType: 'filter_select',
      table: 'seattle_weather',
      column: 'weather',
    },
  ],
};

/** Every example dashboard the first start creates. */
export const EXAMPLE_DASHBOARDS: readonly ExampleDashboard[] = [FLIGHTS, PENGUINS, SEATTLE];
