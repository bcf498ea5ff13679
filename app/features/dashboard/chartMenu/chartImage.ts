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
  if (!instance) return null;
  const url = instance.getDataURL({
    type: 'png',
    pixelRatio: PIXEL_RATIO,
    backgroundColor: '#ffffff',
  });
  // A chart drawn as SVG (echartsRenderer.ts) answers its SVG: drawn on a canvas as a PNG.
  if (!url.startsWith('data:image/svg+xml')) return url;
  return pngOf(await loadImage(url), instance.getWidth(), instance.getHeight());
}

/** The image on a white canvas at PIXEL_RATIO, as a PNG data URL. */
function pngOf(image: HTMLImageElement, width: number, height: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = width * PIXEL_RATIO;
  canvas.height = height * PIXEL_RATIO;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The chart could not be drawn as an image');
  context.scale(PIXEL_RATIO, PIXEL_RATIO);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL('image/png');
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
  return pngOf(image, w, h);
}

/** The chart body's picture as a PNG data URL. */
export async function chartImageDataUrl(body: HTMLElement): Promise<string> {
  return (await echartsPng(body)) ?? (await htmlPng(body));
}
