import { useEffect, useState } from 'react';
import { loadChartPlugin } from '@app/charts/pluginLoader';
import type { ChartPlugin } from '@app/charts/types';

/** The plugin of a chart type, loaded on demand, or the reason it could not be. */
export function useChartPlugin(vizType: string | null): {
  plugin: ChartPlugin | null;
  error: string | null;
} {
  const [loaded, setLoaded] = useState<{ vizType: string; plugin: ChartPlugin } | null>(null);
  const [error, setError] = useState<{ vizType: string; message: string } | null>(null);
  useEffect(() => {
    if (!vizType) return;
    let live = true;
    loadChartPlugin(vizType).then(
      (plugin) => live && setLoaded({ vizType, plugin }),
      (failure: unknown) =>
        live &&
        setError({
          vizType,
          message: failure instanceof Error ? failure.message : String(failure),
        }),
    );
    return () => {
      live = false;
    };
  }, [vizType]);
  return {
    plugin: loaded && loaded.vizType === vizType ? loaded.plugin : null,
    error: error && error.vizType === vizType ? error.message : null,
  };
}
