import { useState } from 'react';
import { Tabs } from '@app/components/ui/Tabs';
import { RecentList } from './RecentList';
import type { Recents } from './useRecents';

const TABS = [
  {
    key: 'viewed',
    label: 'Viewed',
    listLabel: 'Items you viewed',
    empty: 'Nothing viewed yet. Saved queries you open in SQL Lab show up here.',
  },
  {
    key: 'ran',
    label: 'Queries run',
    listLabel: 'Queries you ran',
    empty: 'No queries run yet. Queries you run in SQL Lab show up here.',
  },
  {
    key: 'saved',
    label: 'Saved queries',
    listLabel: 'Queries you saved',
    empty: 'No saved queries yet. Save a query in SQL Lab to find it here.',
  },
] as const;

/** Home's "Recents": what the user opened, ran and saved, each a tab with its empty state. */
export function RecentsCard({ recents }: { recents: Recents }) {
  const [tab, setTab] = useState('viewed');
  return (
    <section className="home-card" aria-labelledby="home-recents-title">
      <h2 id="home-recents-title" className="home-card-title">
        Recents
      </h2>
      <Tabs
        aria-label="Recents"
        activeKey={tab}
        onChange={setTab}
        items={TABS.map(({ key, label, listLabel, empty }) => ({
          key,
          label,
          children: <RecentList label={listLabel} entries={recents[key]} empty={empty} />,
        }))}
      />
    </section>
  );
}
