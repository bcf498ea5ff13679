/** Wraps gallery thumbnail shapes in the SVG document every type of this folder uses (96×64). */
export function thumbnailSvg(shapes: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 64" width="96" height="64"><rect width="96" height="64" rx="4" fill="#f7f7f7"/>${shapes}</svg>`;
}
