import { useEffect, useState } from 'react';
import { loadExplorePlugin } from '@app/charts/pluginLoader';
import type { ExplorePlugin } from '@app/charts/types';

/** The plugin of a chart type with its control panel, loaded on demand, or the reason it could not be. */
export function useChartPlugin(vizType: string | null): {
  plugin: ExplorePlugin | null;
  error: string | null;
} {
  const [loaded, setLoaded] = useState<{ vizType: string; plugin: ExplorePlugin } | null>(null);
  const [error, setError] = useState<{ vizType: string; message: string } | null>(null);
  useEffect(() => {
    if (!vizType) return;
    let live = true;
    loadExplorePlugin(vizType).then(
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
