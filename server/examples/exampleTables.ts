/** One example table: the vega-datasets file it is read from and how its values are typed. */
export interface ExampleSource {
  /** Table name in schema `main`. */
  readonly name: string;
  /** File name inside the vega-datasets `data/` folder; its extension picks the DuckDB reader. */
  readonly file: string;
  /** One sentence for people browsing the examples database. */
  readonly description: string;
  /**
   * Source column name → SQL expression over that (quoted) column, for values DuckDB's readers
   * cannot type on their own, such as "Jan 1 2000" dates. The column keeps its snake_case name.
   */
  readonly convert?: Readonly<Record<string, (column: string) => string>>;
  /** Source column name → table column name, where snake_case alone gives a poor name. */
  readonly rename?: Readonly<Record<string, string>>;
}

/** stocks.csv, sp500.csv and movies.json write dates as "Jan 1 2000", which no sniffer detects. */
const monthDayYear = (column: string): string => `CAST(strptime(${column}, '%b %d %Y') AS DATE)`;

/** Every example table, in build order. Bump EXAMPLES_VERSION when this list or a conversion changes. */
export const EXAMPLE_SOURCES = [
  {
    name: 'flights',
    file: 'flights-3m.parquet',
    description:
      'Three million US domestic flights (Jan–Jun 2001): departure time, delay in minutes, distance in miles, origin and destination airport codes.',
  },
  {
    name: 'airports',
    file: 'airports.csv',
    description: 'US airports by IATA code with name, city, state and coordinates; joins flights.',
  },
  {
    name: 'movies',
    file: 'movies.json',
    description:
      'About 3,200 films with release date, budget, US and worldwide gross, genre, director, IMDB and Rotten Tomatoes ratings.',
    convert: { 'Release Date': monthDayYear },
  },
  {
    name: 'cars',
    file: 'cars.json',
    description:
      'Cars from 1970–1982: fuel economy, cylinders, displacement, horsepower, weight, acceleration and origin.',
  },
  {
    name: 'gapminder',
    file: 'gapminder.json',
    description:
      'Life expectancy, population and fertility by country, every five years from 1955 to 2005.',
  },
  {
    name: 'seattle_weather',
    file: 'seattle-weather.csv',
    description:
      'Daily Seattle weather 2012–2015: precipitation, temperature range, wind and weather type.',
  },
  {
    name: 'stocks',
    file: 'stocks.csv',
    description: 'Monthly closing prices of AAPL, AMZN, GOOG, IBM and MSFT, 2000–2010.',
    convert: { date: monthDayYear },
  },
  {
    name: 'sp500',
    file: 'sp500.csv',
    description: 'Monthly S&P 500 index level, 2000–2010.',
    convert: { date: monthDayYear },
  },
  {
    name: 'population',
    file: 'population.json',
    description:
      'US population by five-year age group and sex (1 = male, 2 = female) for each census from 1850 to 2000.',
  },
  {
    name: 'unemployment_across_industries',
    file: 'unemployment-across-industries.json',
    description:
      'Monthly US unemployed persons and unemployment rate by industry, January 2000 to February 2010.',
    // The file stores local midnight of the month's first day as a UTC instant (07:00 or
    // 08:00Z); the calendar month is what the row means, so keep only the date.
    convert: { date: (column) => `CAST(${column} AS DATE)` },
  },
  {
    name: 'penguins',
    file: 'penguins.json',
    description:
      'Palmer Archipelago penguins: species, island, beak length and depth, flipper length, body mass and sex.',
  },
  {
    name: 'disasters',
    file: 'disasters.csv',
    description: 'Annual deaths from natural disasters by disaster type, 1900–2017.',
  },
  {
    name: 'us_employment',
    file: 'us-employment.csv',
    description:
      'Monthly US employment in thousands by sector, seasonally adjusted, January 2006 to December 2015.',
  },
  {
    name: 'iowa_electricity',
    file: 'iowa-electricity.csv',
    description: 'Annual net electricity generation in Iowa by source in thousand MWh, 2001–2017.',
  },
  {
    name: 'co2_concentration',
    file: 'co2-concentration.csv',
    description:
      'Monthly atmospheric CO2 at Mauna Loa in ppm, raw and seasonally adjusted, since 1958.',
  },
  {
    name: 'global_temp',
    file: 'global-temp.csv',
    description: 'Yearly global land-ocean temperature anomaly in °C since 1880.',
  },
  {
    name: 'weather',
    file: 'weather.csv',
    description:
      'Daily weather in Seattle and New York 2012–2015: precipitation, temperature range, wind and weather type.',
  },
  {
    name: 'barley',
    file: 'barley.json',
    description: 'Barley yields by variety and Minnesota site in 1931 and 1932.',
  },
  {
    name: 'jobs',
    file: 'jobs.json',
    description:
      'US workers by occupation and sex for each census from 1850 to 2000, as counts and shares.',
  },
  {
    name: 'income',
    file: 'income.json',
    description:
      'Share of households per income bracket by US state and region (American Community Survey 2013).',
    // GROUP is a reserved word: every query would have to quote the column.
    rename: { group: 'income_group' },
  },
  {
    name: 'zipcodes',
    file: 'zipcodes.csv',
    description: 'US and Puerto Rico ZIP codes with coordinates, city, state and county.',
  },
] as const satisfies readonly ExampleSource[];

/** Name of one example table in schema `main`. */
export type ExampleTableName = (typeof EXAMPLE_SOURCES)[number]['name'];

/** Names of all example tables, in build order. */
export const EXAMPLE_TABLES: readonly ExampleTableName[] = EXAMPLE_SOURCES.map(
  (source) => source.name,
);

/** A short description per example table, e.g. for dataset descriptions in the app. */
export const EXAMPLE_TABLE_DESCRIPTIONS = Object.fromEntries(
  EXAMPLE_SOURCES.map((source) => [source.name, source.description]),
) as Readonly<Record<ExampleTableName, string>>;

/** Version of the examples file's contents; a file built by another version is rebuilt. */
export const EXAMPLES_VERSION = 1;

/** Marker table written last, so a file that has it holds every table of its version. */
export const EXAMPLES_MARKER_TABLE = '_tessera_examples';
