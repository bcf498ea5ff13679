/**
 * Preload tags for a page's own lazy chunks, so the browser fetches them with the entry chunk
 * instead of after it has run (issue 23: a dashboard's route code and its chart types).
 * Read from Vite's build manifest (`build.manifest`, dist/app/.vite/manifest.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import { currentVizType } from '@common/api/currentVizType';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The source modules (manifest keys) a dashboard page drawing these chart types starts from, in
 * the order it needs them: the route, the types' query builders (the charts ask for data as soon
 * as the layout is drawn), then the types' drawing code with the chart library. The browser asks
 * for preloads in this order over six connections: a query builder listed after the library's
 * ~25 chunks held every chart's request back until they had all arrived (issue 23, G8).
 */
export function dashboardPageSources(vizTypes: string[]): string[] {
  const folders = [...new Set(vizTypes.map(currentVizType))];
  return [
    'features/dashboard/DashboardRoot.tsx',
    ...folders.map((folder) => `charts/${folder}/buildQuery.ts`),
    ...folders.map((folder) => `charts/${folder}/index.ts`),
  ];
}

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

// What index.html loads itself, by manifest: the same for every page of one build.
const entryClosures = new WeakMap<Manifest, ReturnType<typeof closure>>();

function entryClosure(manifest: Manifest): ReturnType<typeof closure> {
  let loaded = entryClosures.get(manifest);
  if (!loaded) {
    loaded = closure(
      manifest,
      Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
    );
    entryClosures.set(manifest, loaded);
  }
  return loaded;
}

/** The `<link>` tags of the sources' chunks that index.html does not load already. */
export function preloadTags(manifest: Manifest, sources: string[]): string {
  const loaded = entryClosure(manifest);
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

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `<link>` tags asking for API GETs as the page's own `fetch` calls make them (same origin, the
 * session cookie): the browser fetches them while it parses, and the calls take the answers.
 */
export function fetchPreloadTags(paths: string[]): string {
  return paths
    .map((apiPath) => `<link rel="preload" as="fetch" crossorigin href="${attribute(apiPath)}">`)
    .join('');
}

/**
 * Answers index.html with the preload tags of `sources` added (null when the build has no
 * manifest); the build's files are read again when it changes. The `fetches` (API GETs) come
 * after index.html's own tags and before the route's chunks: the entry runs first, and needs
 * them soon after (HTTP/1.1 gives a host six connections).
 */
export function pageWithPreloads(
  staticDir: string,
): (sources: string[], fetches?: string[]) => string | null {
  let cached: { built: number; manifest: Manifest; index: string } | null = null;
  return (sources, fetches = []) => {
    const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
    let built: number;
    try {
      built = fs.statSync(manifestFile).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.built !== built) {
      cached = {
        built,
        manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest,
        index: fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8'),
      };
    }
    return cached.index.replace(
      '</head>',
      `${fetchPreloadTags(fetches)}${preloadTags(cached.manifest, sources)}</head>`,
    );
  };
}
