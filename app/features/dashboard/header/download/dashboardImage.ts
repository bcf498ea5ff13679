/**
 * "Download as image" without an HTML-to-canvas library: the charts' own canvases (ECharts
 * paints on canvas) are drawn at their places on one canvas, with the page's visible text
 * (titles, headers, markdown, table cells) written over it in its computed font and colour.
 * Charts not rendered yet (below the fold) show as empty boxes.
 */

const MAX_SCALE = 2;

function drawBoxes(context: CanvasRenderingContext2D, root: HTMLElement, origin: DOMRect) {
  for (const holder of root.querySelectorAll<HTMLElement>('[data-test^="chart-holder-"]')) {
    const box = holder.getBoundingClientRect();
    const style = getComputedStyle(holder);
    context.fillStyle =
      style.backgroundColor === 'rgba(0, 0, 0, 0)' ? '#fff' : style.backgroundColor;
    context.fillRect(box.left - origin.left, box.top - origin.top, box.width, box.height);
    context.strokeStyle = '#e0e0e0';
    context.strokeRect(box.left - origin.left, box.top - origin.top, box.width, box.height);
  }
}

function drawCanvases(context: CanvasRenderingContext2D, root: HTMLElement, origin: DOMRect) {
  for (const canvas of root.querySelectorAll('canvas')) {
    const box = canvas.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    context.drawImage(canvas, box.left - origin.left, box.top - origin.top, box.width, box.height);
  }
}

// Each visible text node, line by line: a node that wraps is written word by word.
function drawTexts(context: CanvasRenderingContext2D, root: HTMLElement, origin: DOMRect) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!text.trim() || !parent || parent.closest('canvas, svg, [aria-hidden="true"]')) continue;
    const style = getComputedStyle(parent);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    context.fillStyle = style.color;
    context.textBaseline = 'middle';
    range.selectNodeContents(node);
    const pieces =
      range.getClientRects().length > 1
        ? [...text.matchAll(/\S+/g)].map((match) => ({ at: match.index, word: match[0] }))
        : [{ at: 0, word: text }];
    for (const { at, word } of pieces) {
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      const box = range.getBoundingClientRect();
      if (box.width === 0) continue;
      context.fillText(
        word.trim(),
        box.left - origin.left,
        box.top - origin.top + box.height / 2,
        box.width + 2,
      );
    }
  }
}

/** The element drawn on a canvas at the screen's pixel density (at most 2×). */
export function dashboardCanvas(root: HTMLElement): HTMLCanvasElement {
  const origin = root.getBoundingClientRect();
  const scale = Math.min(MAX_SCALE, window.devicePixelRatio || 1);
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(origin.width * scale);
  canvas.height = Math.ceil(origin.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the image.');
  context.scale(scale, scale);
  const background = getComputedStyle(root).backgroundColor;
  context.fillStyle = background === 'rgba(0, 0, 0, 0)' ? '#f7f7f7' : background;
  context.fillRect(0, 0, origin.width, origin.height);
  drawBoxes(context, root, origin);
  drawCanvases(context, root, origin);
  drawTexts(context, root, origin);
  return canvas;
}

/** A file name from the dashboard title and today's date. */
export function downloadName(title: string, extension: string, now = new Date()): string {
  const base =
    title
      .trim()
      .replace(/[^\w\- ]+/g, '')
      .replace(/\s+/g, '-') || 'dashboard';
  return `${base}-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** Saves a blob under a file name (a temporary link click). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The canvas as PNG or JPEG bytes. */
export function canvasBlob(
  canvas: HTMLCanvasElement,
  type: 'image/png' | 'image/jpeg',
): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))),
      type,
      0.92,
    ),
  );
}
