// G7's baseline: a bare page that renders the same ECharts options as the dashboard from inline
// data (no app, no requests for data), laid out like the dashboard (three 400 px charts per
// row). It sets the mark `bare-complete` once every chart has finished rendering.
import { createServer } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');

/** An ECharts option as JSON (functions such as formatters dropped). */
export type BareOption = Record<string, unknown>;

function html(options: BareOption[]): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;font-family:sans-serif}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:16px}
.chart{height:400px;background:#fff}</style></head><body><div class="grid" id="grid"></div>
<script src="/echarts.min.js"></script><script>
const options = ${JSON.stringify(options).replace(/</g, '\\u003c')};
let pending = options.length;
for (const option of options) {
  const el = document.createElement('div'); el.className = 'chart'; document.getElementById('grid').appendChild(el);
  const chart = echarts.init(el);
  chart.on('finished', function done() { chart.off('finished', done); if (--pending === 0) performance.mark('bare-complete'); });
  chart.setOption(option);
}
</script></body></html>`;
}

/** Starts the bare page's server; `url(series)` serves that page, `close()` stops it. */
export async function bareEchartsPage() {
  const library = gzipSync(
    fs.readFileSync(path.join(root, 'node_modules/echarts/dist/echarts.min.js')),
  );
  let page = Buffer.alloc(0);
  const server = createServer((request, response) => {
    if (request.url === '/echarts.min.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip' });
      response.end(library);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url(options: BareOption[]) {
      page = gzipSync(html(options));
      return `http://127.0.0.1:${port}/`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
