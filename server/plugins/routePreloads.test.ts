import { describe, expect, it } from 'vitest';
import { dashboardPageSources, fetchPreloadTags, preloadTags } from './routePreloads';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_core.js'] },
  '_core.js': { file: 'assets/core-2.js' },
  'features/dashboard/DashboardRoot.tsx': {
    file: 'assets/root-3.js',
    imports: ['_core.js', '_shared.js'],
    css: ['assets/root-3.css'],
  },
  '_shared.js': { file: 'assets/shared-4.js', imports: ['_deep.js'] },
  '_deep.js': { file: 'assets/deep-5.js', css: ['assets/deep-5.css'] },
};

describe('preloadTags', () => {
  it('lists a route’s chunks and styles through their imports, without what index.html loads', () => {
    const tags = preloadTags(manifest, ['features/dashboard/DashboardRoot.tsx']);
    expect(tags).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/root-3.js">',
        '<link rel="modulepreload" crossorigin href="/assets/shared-4.js">',
        '<link rel="modulepreload" crossorigin href="/assets/deep-5.js">',
        '<link rel="preload" as="style" crossorigin href="/assets/root-3.css">',
        '<link rel="preload" as="style" crossorigin href="/assets/deep-5.css">',
      ].join(''),
    );
  });

  it('answers nothing for sources the build does not have', () => {
    expect(preloadTags(manifest, ['features/missing.tsx'])).toBe('');
  });
});

describe('dashboardPageSources', () => {
  it('names the route, then each chart type’s query builder, then its plugin', () => {
    // Legacy names resolved; a type named twice (old and new name) once.
    expect(dashboardPageSources(['pie', 'line', 'echarts_timeseries_line'])).toEqual([
      'features/dashboard/DashboardRoot.tsx',
      'charts/pie/buildQuery.ts',
      'charts/echarts_timeseries_line/buildQuery.ts',
      'charts/pie/index.ts',
      'charts/echarts_timeseries_line/index.ts',
    ]);
  });

  it('asks for a query builder before the chart library its plugin imports', () => {
    const built = {
      ...manifest,
      'charts/echarts_timeseries_line/index.ts': {
        file: 'assets/line-6.js',
        imports: ['_lib.js', 'charts/echarts_timeseries_line/buildQuery.ts'],
      },
      '_lib.js': { file: 'assets/chart-library-7.js' },
      'charts/echarts_timeseries_line/buildQuery.ts': { file: 'assets/query-8.js' },
    };
    const order = [
      ...preloadTags(built, dashboardPageSources(['line'])).matchAll(/href="([^"]+)"/g),
    ].map((match) => match[1]);
    expect(order.indexOf('/assets/query-8.js')).toBeLessThan(
      order.indexOf('/assets/chart-library-7.js'),
    );
  });
});

describe('fetchPreloadTags', () => {
  it('asks for API GETs as same-origin fetches, the path quoted safely', () => {
    expect(fetchPreloadTags(['/api/v1/me/', '/api/v1/x?a=1&b="2"'])).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/v1/me/">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/v1/x?a=1&amp;b=&quot;2&quot;">',
    );
  });
});
