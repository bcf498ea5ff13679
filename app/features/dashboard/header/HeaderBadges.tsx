import type { DashboardUser } from '@common/api/dashboards';
import { initials, relativeTime, userName } from './headerText';

/** Most avatars shown before the rest are counted ("+2"). */
const SHOWN_OWNERS = 4;

/** Published / Draft; a button that toggles it for editors (others learn they may not). */
export function PublishedBadge(props: { published: boolean; onToggle: () => void }) {
  const label = props.published ? 'Published' : 'Draft';
  const hint = props.published
    ? 'This dashboard is published. Click to make it a draft.'
    : 'This dashboard is not published: it does not show in the dashboard list. Click to publish it.';
  return (
    <button
      type="button"
      className={`dashboard-badge ${props.published ? 'is-published' : 'is-draft'}`}
      data-test="dashboard-published-badge"
      title={hint}
      onClick={props.onToggle}
    >
      {label}
    </button>
  );
}

/** "Certified" with who certified it and why as a hint (a title: the header clips overflow). */
export function CertifiedBadge(props: { by: string; details: string | null }) {
  const hint = `Certified by ${props.by}${props.details ? `. ${props.details}` : ''}`;
  return (
    <span className="dashboard-certified" data-test="dashboard-certified" title={hint}>
      ✔ Certified
    </span>
  );
}

/** Owners as overlapping initials, names as hints. */
export function OwnerAvatars({ owners }: { owners: DashboardUser[] }) {
  if (owners.length === 0) return null;
  return (
    <span
      className="dashboard-owners"
      data-test="dashboard-owners"
      aria-label={`Owners: ${owners.map(userName).join(', ')}`}
    >
      {owners.slice(0, SHOWN_OWNERS).map((owner) => (
        <span key={owner.id} className="dashboard-avatar" title={userName(owner)}>
          {initials(owner)}
        </span>
      ))}
      {owners.length > SHOWN_OWNERS && (
        <span className="dashboard-avatar dashboard-avatar-more">
          +{owners.length - SHOWN_OWNERS}
        </span>
      )}
    </span>
  );
}

/** "Modified 3 minutes ago by Ada Lovelace". */
export function LastModified(props: { changedOn: string; by: string }) {
  const when = relativeTime(props.changedOn);
  if (!when) return null;
  return (
    <span className="dashboard-modified" data-test="dashboard-modified">
      Modified {when}
      {props.by ? ` by ${props.by}` : ''}
    </span>
  );
}
