import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '@app/components/antdKit';
import type { ResourceActions, ResourceKind, ResourceListItem } from './resourceItem';
import { CertifiedMark, OwnerAvatars, StarButton } from './resourceMarks';
import { ResourceRowActions } from './ResourceRowActions';

/** What one list's cards show of their own: the picture and the first meta line. */
export type CardFace<T> = {
  thumbnail: (item: T) => ReactNode;
  /** Left of "Modified …", e.g. the chart type or the number of charts. */
  detail: (item: T) => ReactNode;
};

/** One row as a card: picture, name, detail, modified time, owners, marks and actions. */
export function ResourceCard<T extends ResourceListItem>({
  item,
  kind,
  face,
  actions,
  onStar,
  selected,
  onSelect,
}: {
  item: T;
  kind: ResourceKind<T>;
  face: CardFace<T>;
  actions: ResourceActions<T>;
  onStar: (item: T) => void;
  /** Shown with a check box when bulk selection is possible. */
  selected?: boolean;
  onSelect?: (picked: boolean) => void;
}) {
  const name = kind.name(item);
  const url = kind.url(item);
  return (
    <article className="resource-card" data-test={`${kind.noun}-card-${item.id}`}>
      <Link to={url} className="resource-card-thumbnail" tabIndex={-1} aria-hidden>
        {face.thumbnail(item)}
      </Link>
      <div className="resource-card-body">
        <div className="resource-card-title-row">
          {onSelect && (
            <Checkbox
              aria-label={`Select ${name}`}
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
            />
          )}
          <CertifiedMark certifiedBy={item.certified_by} details={item.certification_details} />
          <Link to={url} className="resource-card-title" title={name}>
            {name}
          </Link>
          <StarButton name={name} starred={item.starred} onStar={() => onStar(item)} />
        </div>
        <div className="resource-card-meta">
          <span>{face.detail(item)}</span>
          <span>Modified {item.changed_on_delta_humanized}</span>
        </div>
        <div className="resource-card-footer">
          <OwnerAvatars owners={item.owners} />
          <ResourceRowActions item={item} kind={kind} actions={actions} />
        </div>
      </div>
    </article>
  );
}
