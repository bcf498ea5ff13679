import { ownerInitials, ownerName, type ResourceOwner } from './resourceItem';

/** The favourite star of one row; the page saves the change and reloads. */
export function StarButton({
  name,
  starred,
  onStar,
}: {
  name: string;
  starred: boolean;
  onStar: () => void;
}) {
  return (
    <button
      type="button"
      className={`resource-star${starred ? ' resource-star-on' : ''}`}
      aria-pressed={starred}
      aria-label={starred ? `Unstar ${name}` : `Star ${name}`}
      title={starred ? 'Remove from favorites' : 'Add to favorites'}
      onClick={onStar}
    >
      {starred ? '★' : '☆'}
    </button>
  );
}

/** A certified row's mark with who certified it and why as its tooltip; nothing otherwise. */
export function CertifiedMark({
  certifiedBy,
  details,
}: {
  certifiedBy: string | null;
  details: string | null;
}) {
  if (!certifiedBy) return null;
  const text = `Certified by ${certifiedBy}${details ? `: ${details}` : ''}`;
  return (
    <span className="resource-certified" role="img" aria-label={text} title={text}>
      ✔
    </span>
  );
}

/** Most avatars shown before the rest are counted ("+2"). */
const SHOWN = 4;

/** Owners as overlapping initials with their names as tooltips. */
export function OwnerAvatars({ owners }: { owners: ResourceOwner[] }) {
  return (
    <span className="resource-owners" aria-label={owners.map(ownerName).join(', ')}>
      {owners.slice(0, SHOWN).map((owner) => (
        <span key={owner.id} className="resource-avatar" title={ownerName(owner)}>
          {ownerInitials(owner)}
        </span>
      ))}
      {owners.length > SHOWN && (
        <span className="resource-avatar resource-avatar-more">+{owners.length - SHOWN}</span>
      )}
    </span>
  );
}
