import { useAppSelector } from '@app/store/store';
import './home.css';
import { RecentsCard } from './RecentsCard';
import { useRecents } from './useRecents';

// Only what does not exist yet may say it is coming.
const COMING = [
  { title: 'Dashboards', text: 'Dashboards are coming in a later release.' },
  { title: 'Charts', text: 'Charts are coming in a later release.' },
];

/** `/`: the signed-in user's recent items. */
export function HomePage() {
  const user = useAppSelector((state) => state.user.user);
  const recents = useRecents(user?.id);

  return (
    <div className="tessera-page home-page">
      <h1 className="home-title">Welcome{user ? `, ${user.first_name || user.username}` : ''}</h1>
      <RecentsCard recents={recents} />
      {COMING.map((section) => (
        <section key={section.title} className="home-card" aria-label={section.title}>
          <h2 className="home-card-title">{section.title}</h2>
          <p className="home-muted">{section.text}</p>
        </section>
      ))}
    </div>
  );
}
