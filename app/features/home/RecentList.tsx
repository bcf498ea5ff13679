import { Link } from 'react-router';
import { Empty } from '@app/components/ui/Empty';
import { Spinner } from '@app/components/ui/Spinner';
import type { RecentEntry } from './recentItems';

/** One Recents tab: its entries as links, a spinner while loading, or its empty state. */
export function RecentList({
  entries,
  label,
  empty,
}: {
  entries: RecentEntry[] | undefined;
  /** Names the list, e.g. "Queries you ran". */
  label: string;
  empty: string;
}) {
  if (entries === undefined) return <Spinner label="Loading" />;
  if (entries.length === 0) return <Empty description={empty} />;
  return (
    <ul className="home-recents" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.key} className="home-recent">
          <span className="home-recent-main">
            <Link to={entry.url} className="home-recent-title">
              {entry.title}
            </Link>
            {entry.detail && <span className="home-recent-detail">{entry.detail}</span>}
          </span>
          <span className="home-recent-when">{entry.when}</span>
        </li>
      ))}
    </ul>
  );
}
