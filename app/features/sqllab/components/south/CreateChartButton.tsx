import { useContext, useState } from 'react';
import { ReactReduxContext } from 'react-redux';
import { Button } from '@app/components/ui/Button';
import { addDangerToast } from '@app/store/messageToasts';
import type { ChartSource } from './createChartFromQuery';

export interface CreateChartButtonProps {
  source: ChartSource;
  /** Opens Explore; a full page load by default (tests pass their own). */
  navigate?: (url: string) => void;
}

/**
 * "Create chart" of a finished result: saves the query as a virtual dataset and opens Explore
 * on it. A failure is a toast; the editor and its SQL stay as they are.
 */
export function CreateChartButton({ source, navigate }: CreateChartButtonProps) {
  // The app's store when there is one (results also render in bare previews and tests).
  const store = useContext(ReactReduxContext)?.store;
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      // Loaded on click: SQL Lab's first load stays within its size budget.
      const { createChartFromQuery } = await import('./createChartFromQuery');
      const url = await createChartFromQuery(source);
      (navigate ?? ((to: string) => window.location.assign(to)))(url);
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : 'Unknown error';
      store?.dispatch(addDangerToast(`The chart could not be created: ${reason}`));
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} onClick={() => void create()}>
      Create chart
    </Button>
  );
}
