/**
 * "Download as image": a PNG of a chart's body. ECharts charts give their own picture
 * (getDataURL); other charts (tables, big numbers) are drawn through an SVG foreignObject with
 * their computed styles inlined, since the page's style sheets do not reach the image.
 */

const PIXEL_RATIO = 2;

/** The ECharts instance's PNG of the chart in `body`, or null when it is not an ECharts chart. */
async function echartsPng(body: HTMLElement): Promise<string | null> {
  const element = body.querySelector<HTMLElement>('.tessera-echarts');
  if (!element) return null;
  // Already loaded with the chart: this import resolves to the chunk the chart uses.
  const { getInstanceByDom } = await import('echarts/core');
  const instance = getInstanceByDom(element);
  return instance
    ? instance.getDataURL({ type: 'png', pixelRatio: PIXEL_RATIO, backgroundColor: '#ffffff' })
    : null;
}

/** A copy of `source` whose elements carry their computed styles inline. */
function styledClone(source: HTMLElement): HTMLElement {
  const clone = source.cloneNode(true) as HTMLElement;
  const from = [source, ...source.querySelectorAll<HTMLElement>('*')];
  const to = [clone, ...clone.querySelectorAll<HTMLElement>('*')];
  from.forEach((element, index) => {
    const target = to[index];
    if (!target) return;
    const style = window.getComputedStyle(element);
    const text: string[] = [];
    for (let i = 0; i < style.length; i += 1) {
      const name = style.item(i);
      text.push(`${name}:${style.getPropertyValue(name)}`);
    }
    target.setAttribute('style', text.join(';'));
  });
  return clone;
}

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be drawn as an image'));
    image.src = src;
  });

/** The element drawn on a white canvas through an SVG foreignObject, as a PNG data URL. */
async function htmlPng(body: HTMLElement): Promise<string> {
  const { width, height } = body.getBoundingClientRect();
  const w = Math.max(1, Math.ceil(width));
  const h = Math.max(1, Math.ceil(height));
  const markup = new XMLSerializer().serializeToString(styledClone(body));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<foreignObject width="100%" height="100%">${markup}</foreignObject></svg>`;
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  const canvas = document.createElement('canvas');
  canvas.width = w * PIXEL_RATIO;
  canvas.height = h * PIXEL_RATIO;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The chart could not be drawn as an image');
  context.scale(PIXEL_RATIO, PIXEL_RATIO);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, w, h);
  context.drawImage(image, 0, 0, w, h);
  return canvas.toDataURL('image/png');
}

/** The chart body's picture as a PNG data URL. */
export async function chartImageDataUrl(body: HTMLElement): Promise<string> {
  return (await echartsPng(body)) ?? (await htmlPng(body));
}
