/** A file name from a chart name: letters, digits, dashes and underscores, dated. */
export function chartFileName(sliceName: string, extension: string, now = new Date()): string {
  const base =
    sliceName
      .trim()
      .replace(/[^\p{L}\p{N}_-]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'chart';
  return `${base}-${now.toISOString().slice(0, 19).replace(/:/g, '')}.${extension}`;
}

/**
 * A PNG of the chart's canvases (ECharts paints on one or more stacked canvases) on a white
 * background; null when the chart has no canvas (e.g. a table).
 */
export function chartPng(container: HTMLElement): Promise<Blob | null> {
  const canvases = [...container.querySelectorAll('canvas')];
  const first = canvases[0];
  if (!first) return Promise.resolve(null);
  const output = document.createElement('canvas');
  output.width = first.width;
  output.height = first.height;
  const context = output.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, output.width, output.height);
  for (const canvas of canvases) context.drawImage(canvas, 0, 0);
  return new Promise((resolve) => output.toBlob(resolve, 'image/png'));
}
