import { Button } from '@app/components/ui/Button';
import { Empty } from '@app/components/ui/Empty';
import { RunDuration } from '@app/components/RunDuration';
import { type QueryView, runTimes } from '../queryView';
import { StateBadge } from './StateBadge';

/** At most this many past runs are listed. */
const MAX_SHOWN = 2000;
const SQL_PREVIEW = 120;

export interface QueryHistoryProps {
  /** Past runs, in any order; shown newest first. */
  queries: readonly QueryView[];
  onOpenInNewTab: (query: QueryView) => void;
  onInsert: (query: QueryView) => void;
}

const time = (ms: number) => new Date(ms).toLocaleString();

/** The user's past runs with their state, timing and SQL, and actions to reuse them. */
export function QueryHistory({ queries, onOpenInNewTab, onInsert }: QueryHistoryProps) {
  if (queries.length === 0)
    return <Empty className="sqllab-empty" description="No query history yet." />;
  const shown = [...queries].sort((a, b) => b.startDttm - a.startDttm).slice(0, MAX_SHOWN);
  return (
    <div className="sqllab-history">
      <table className="sqllab-history-table" aria-label="Query history">
        <thead>
          <tr>
            <th scope="col">State</th>
            <th scope="col">Started</th>
            <th scope="col">Duration</th>
            <th scope="col">Rows</th>
            <th scope="col">SQL</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((query) => {
            const sql = query.sql.replace(/\s+/g, ' ').trim();
            return (
              <tr key={query.id}>
                <td>
                  <StateBadge state={query.state} />
                </td>
                <td>{time(query.startDttm)}</td>
                <td>
                  <RunDuration run={runTimes(query)} />
                </td>
                <td className="is-number">{query.rows?.toLocaleString('en-US') ?? ''}</td>
                <td className="sqllab-history-sql" title={query.sql}>
                  <code>{sql.length > SQL_PREVIEW ? `${sql.slice(0, SQL_PREVIEW)}…` : sql}</code>
                </td>
                <td>
                  <div className="ui-row ui-row-tight">
                    <Button size="small" onClick={() => onOpenInNewTab(query)}>
                      Open in new tab
                    </Button>
                    <Button size="small" onClick={() => onInsert(query)}>
                      Insert into editor
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
