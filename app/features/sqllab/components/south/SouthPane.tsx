import type { ReactNode } from 'react';
import { HISTORY_PANE_TAB, RESULTS_PANE_TAB } from '@common/constants/sqlLab';
import { Spinner } from '@app/components/ui/Spinner';
import { Tabs } from '@app/components/ui/Tabs';
import type { QueryView } from '../queryView';
import { ResultsSlot } from './ResultsSlot';
import { useResultViews } from './resultViews';

export interface PreviewTab {
  /** Key of the tab: the data-preview query's id. */
  key: string;
  tableName: string;
  query?: QueryView;
}

export interface SouthPaneProps {
  activeKey: string;
  onActiveKeyChange: (key: string) => void;
  latestQuery?: QueryView;
  history: readonly QueryView[];
  previews: readonly PreviewTab[];
  onStop: (query: QueryView) => void;
  onCopy: (tsv: string) => void;
  csvHref: (query: QueryView) => string | undefined;
  onOpenInNewTab: (query: QueryView) => void;
  onInsert: (query: QueryView) => void;
  /** Above the latest result's rows (not the previews'). */
  resultExtras?: ReactNode;
}

/** The pane under the editor: the latest result, the query history and one tab per preview. */
export function SouthPane(props: SouthPaneProps) {
  const { latestQuery, previews } = props;
  const known = [RESULTS_PANE_TAB, HISTORY_PANE_TAB, ...previews.map((p) => p.key)];
  const activeKey = known.includes(props.activeKey) ? props.activeKey : RESULTS_PANE_TAB;
  const views = useResultViews(activeKey === HISTORY_PANE_TAB);
  return (
    <Tabs
      className="sqllab-south"
      size="small"
      aria-label="Results and history"
      activeKey={activeKey}
      onChange={props.onActiveKeyChange}
      items={[
        {
          key: RESULTS_PANE_TAB,
          label: 'Results',
          children: (
            <ResultsSlot
              query={latestQuery}
              onStop={() => latestQuery && props.onStop(latestQuery)}
              onCopy={props.onCopy}
              csvHref={props.csvHref}
              extras={props.resultExtras}
            />
          ),
        },
        {
          key: HISTORY_PANE_TAB,
          label: 'Query history',
          children: views ? (
            <views.QueryHistory
              queries={props.history}
              onOpenInNewTab={props.onOpenInNewTab}
              onInsert={props.onInsert}
            />
          ) : (
            <Spinner label="Loading the history" />
          ),
        },
        ...previews.map((preview) => ({
          key: preview.key,
          label: `Preview: ${preview.tableName}`,
          children: (
            <ResultsSlot
              query={preview.query}
              onStop={() => preview.query && props.onStop(preview.query)}
              onCopy={props.onCopy}
              csvHref={props.csvHref}
              emptyText="The data preview has not run."
              preview
            />
          ),
        })),
      ]}
    />
  );
}
