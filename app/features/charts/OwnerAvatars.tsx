import type { ChartUser } from '@common/api/charts';
import { initials, userName } from './chartPresentation';

/** Most avatars shown before the rest are counted ("+2"). */
const SHOWN = 4;

/** Owners as overlapping initials with their names as tooltips. */
export function OwnerAvatars({ owners }: { owners: ChartUser[] }) {
  return (
    <span className="chart-card-owners" aria-label={owners.map(userName).join(', ')}>
      {owners.slice(0, SHOWN).map((owner) => (
        <span key={owner.id} className="chart-avatar" title={userName(owner)}>
          {initials(owner)}
        </span>
      ))}
      {owners.length > SHOWN && (
        <span className="chart-avatar chart-avatar-more">+{owners.length - SHOWN}</span>
      )}
    </span>
  );
}
