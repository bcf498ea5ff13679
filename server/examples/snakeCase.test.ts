import { snakeCase } from './snakeCase';

describe('snakeCase', () => {
  it.each([
    ['Miles_per_Gallon', 'miles_per_gallon'],
    ['IMDB Rating', 'imdb_rating'],
    ['US DVD Sales', 'us_dvd_sales'],
    ['Beak Length (mm)', 'beak_length_mm'],
    ['adjusted CO2', 'adjusted_co2'],
    ['lifeExpect', 'life_expect'],
    ['IMDBRating', 'imdb_rating'],
    ['Date', 'date'],
    ['zip_code', 'zip_code'],
    ['  spaced--out  ', 'spaced_out'],
    ['2020 value', 'c_2020_value'],
  ])('%s → %s', (input, expected) => {
    expect(snakeCase(input)).toBe(expected);
  });

  it('rejects a name with no letters or digits', () => {
    expect(() => snakeCase('()')).toThrow(/column name/);
  });
});
