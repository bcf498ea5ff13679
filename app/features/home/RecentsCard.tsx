import { useState } from 'react';
import { Tabs } from '@app/components/ui/Tabs';
import { RecentList } from './RecentList';
import type { Recents } from './useRecents';

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
        items={[
          {
            key: 'viewed',
            label: 'Viewed',
            children: (
              <RecentList
                label="Items you viewed"
                entries={recents.viewed}
                empty="Nothing viewed yet. Saved queries you open in SQL Lab show up here."
              />
            ),
          },
          {
            key: 'ran',
            label: 'Queries run',
            children: (
              <RecentList
                label="Queries you ran"
                entries={recents.ran}
                empty="No queries run yet. Queries you run in SQL Lab show up here."
              />
            ),
          },
          {
            key: 'saved',
            label: 'Saved queries',
            children: (
              <RecentList
                label="Queries you saved"
                entries={recents.saved}
                empty="No saved queries yet. Save a query in SQL Lab to find it here."
              />
            ),
          },
        ]}
      />
    </section>
  );
}
