import type { DashboardUser } from '@common/api/dashboards';
import type { DashboardListItem } from './dashboardListCalls';

/** The favourite star: filled when starred; a click toggles it. */
export function StarButton({
  dashboard,
  onStar,
}: {
  dashboard: DashboardListItem;
  onStar: (dashboard: DashboardListItem) => void;
}) {
  const name = dashboard.dashboard_title;
  return (
    <button
      type="button"
      className={`dashboard-star${dashboard.starred ? ' dashboard-star-on' : ''}`}
      aria-pressed={dashboard.starred}
      aria-label={dashboard.starred ? `Unstar ${name}` : `Star ${name}`}
      title={dashboard.starred ? 'Remove from favorites' : 'Add to favorites'}
      onClick={() => onStar(dashboard)}
    >
      {dashboard.starred ? '★' : '☆'}
    </button>
  );
}

/** A certification badge with who certified it (and details) as its tooltip; nothing if uncertified. */
export function CertifiedMark({ dashboard }: { dashboard: DashboardListItem }) {
  if (!dashboard.certified_by) return null;
  const text = `Certified by ${dashboard.certified_by}${
    dashboard.certification_details ? `: ${dashboard.certification_details}` : ''
  }`;
  return (
    <span className="dashboard-certified" role="img" aria-label={text} title={text}>
      ✔
    </span>
  );
}

/** "Published" or "Draft" as a small badge. */
export function StatusBadge({ published }: { published: boolean }) {
  return (
    <span className={`dashboard-status dashboard-status-${published ? 'published' : 'draft'}`}>
      {published ? 'Published' : 'Draft'}
    </span>
  );
}

/** "Ann Tester". */
function userName(user: DashboardUser): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** "AT": a user's initials for an avatar. */
function initials(user: DashboardUser): string {
  const letters = [user.first_name, user.last_name].map((part) => part.trim()[0] ?? '').join('');
  return letters.toUpperCase() || '?';
}

/** Most avatars shown before the rest are counted ("+2"). */
const SHOWN = 4;

/** Owners as overlapping initials with their names as tooltips. */
export function OwnerAvatars({ owners }: { owners: DashboardUser[] }) {
  return (
    <span className="dashboard-owners" aria-label={owners.map(userName).join(', ')}>
      {owners.slice(0, SHOWN).map((owner) => (
        <span key={owner.id} className="dashboard-avatar" title={userName(owner)}>
          {initials(owner)}
        </span>
      ))}
      {owners.length > SHOWN && (
        <span className="dashboard-avatar dashboard-avatar-more">+{owners.length - SHOWN}</span>
      )}
    </span>
  );
}
