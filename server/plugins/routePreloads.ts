/**
 * Preload tags for a page's own lazy chunks, so the browser fetches them with the entry chunk
 * instead of after it has run (issue 23: a dashboard's route code and the chart library).
 * Read from Vite's build manifest (`build.manifest`, dist/app/.vite/manifest.json).
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** The source modules (manifest keys) each page starts from, by address prefix. */
const ROUTE_SOURCES: [prefix: string, sources: string[]][] = [
  [
    '/superset/dashboard/',
    ['features/dashboard/DashboardRoot.tsx', 'charts/shared/EchartsView.tsx'],
  ],
];

/** Every chunk file and stylesheet `keys` need, through their static imports. */
function closure(
  manifest: Manifest,
  keys: string[],
): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { scripts, styles };
}

/** The `<link>` tags of a route's chunks that index.html does not load already. */
export function preloadTags(manifest: Manifest, sources: string[]): string {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = closure(manifest, entryKeys);
  const wanted = closure(manifest, sources);
  const href = (file: string) => `/${file.replace(/^\/+/, '')}`;
  return [
    ...[...wanted.scripts]
      .filter((file) => !loaded.scripts.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
    ...[...wanted.styles]
      .filter((file) => !loaded.styles.has(file))
      .map((file) => `<link rel="preload" as="style" crossorigin href="${href(file)}">`),
  ].join('');
}

/**
 * Answers index.html for a page address with its route's preload tags added (null when the
 * address has none or the build has no manifest); re-read when the build changes.
 */
export function routePageHtml(staticDir: string): (pathname: string) => string | null {
  let cached: { built: number; pages: Map<string, string> } | null = null;
  return (pathname) => {
    const route = ROUTE_SOURCES.find(([prefix]) => pathname.startsWith(prefix));
    if (!route) return null;
    const indexFile = path.join(staticDir, 'index.html');
    const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
    let built: number;
    try {
      built = fs.statSync(manifestFile).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.built !== built) cached = { built, pages: new Map() };
    let html = cached.pages.get(route[0]);
    if (html === undefined) {
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
      const index = fs.readFileSync(indexFile, 'utf8');
      html = index.replace('</head>', `${preloadTags(manifest, route[1])}</head>`);
      cached.pages.set(route[0], html);
    }
    return html;
  };
}
