import { Link } from 'react-router';
import type { ListColumn } from '@app/components/listPage/ListTable';
import type { ResourceActions, ResourceKind, ResourceListItem } from './resourceItem';
import { CertifiedMark, OwnerAvatars, StarButton } from './resourceMarks';
import { ResourceRowActions } from './ResourceRowActions';

/** The list's own columns and widths; star, owners, modified and actions are common. */
export type TableLayout<T> = {
  /** The name column's title and sort key ("Name"/`slice_name`). */
  name: { title: string; key: string; width?: number | string };
  /** Between the name and the owners. */
  middle: ListColumn<T>[];
  ownersWidth: number;
  modifiedWidth: number;
};

/** The list view's columns: star, name, the list's own, owners, last modified, actions. */
export function resourceTableColumns<T extends ResourceListItem>(
  kind: ResourceKind<T>,
  layout: TableLayout<T>,
  onStar: (item: T) => void,
  actions: ResourceActions<T>,
): ListColumn<T>[] {
  return [
    {
      title: '',
      key: 'starred',
      width: 40,
      render: (item) => (
        <StarButton name={kind.name(item)} starred={item.starred} onStar={() => onStar(item)} />
      ),
    },
    {
      ...layout.name,
      sortable: true,
      render: (item) => (
        <span className="resource-list-name" data-test={`${kind.noun}-list-row-${item.id}`}>
          <CertifiedMark certifiedBy={item.certified_by} details={item.certification_details} />
          <Link to={kind.url(item)}>{kind.name(item)}</Link>
        </span>
      ),
    },
    ...layout.middle,
    {
      title: 'Owners',
      key: 'owners',
      width: layout.ownersWidth,
      render: (item) => <OwnerAvatars owners={item.owners} />,
    },
    {
      title: 'Last modified',
      key: 'changed_on_delta_humanized',
      sortable: true,
      width: layout.modifiedWidth,
      render: (item) => (
        <span className="resource-list-modified">
          {item.changed_on_delta_humanized}
          {item.changed_by_name && <small>by {item.changed_by_name}</small>}
        </span>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 160,
      render: (item) => <ResourceRowActions item={item} kind={kind} actions={actions} />,
    },
  ];
}
