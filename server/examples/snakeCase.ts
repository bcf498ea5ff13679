/** Turns a source column name ("Miles_per_Gallon", "IMDB Rating", "lifeExpect") into snake_case. */
export function snakeCase(name: string): string {
  const words = name
    // Split "lifeExpect" and "rate2Day" before lower-casing erases the boundary.
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    // Split an acronym from the word after it: "IMDBRating" → "IMDB Rating".
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  const joined = words.join('_');
  if (joined === '') throw new Error(`Cannot make a column name out of "${name}".`);
  // SQL users would have to quote a name that starts with a digit, which defeats the purpose.
  return /^[0-9]/.test(joined) ? `c_${joined}` : joined;
}
