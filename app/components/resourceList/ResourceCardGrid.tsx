import { Button, Empty, Spin } from '@app/components/antdKit';
import type { ListPage } from '@app/components/listPage/useListPage';
import { type CardFace, ResourceCard } from './ResourceCard';
import type { ResourceActions, ResourceKind, ResourceListItem } from './resourceItem';

/** What the card view needs besides the list: how a card looks and what it can do. */
export type CardGridProps<T> = {
  kind: ResourceKind<T>;
  face: CardFace<T>;
  actions: ResourceActions<T>;
  onStar: (item: T) => void;
  /** The narrowest a card may get before the grid drops a column. */
  minCardWidth: number;
};

/** The card view: a responsive grid of cards with the list's paging under it. */
export function ResourceCardGrid<T extends ResourceListItem, F>({
  list,
  bulk,
  emptyText,
  minCardWidth,
  ...card
}: CardGridProps<T> & { list: ListPage<T, F>; bulk: boolean; emptyText: string }) {
  const { state, answer, loading, selection } = list;
  const from = answer.count === 0 ? 0 : state.page * state.pageSize + 1;
  const to = Math.min(answer.count, (state.page + 1) * state.pageSize);
  const select = (id: number, picked: boolean) => {
    const onPage = answer.result
      .map((item) => item.id)
      .filter((key) => selection.keys.includes(key));
    selection.setPage(picked ? [...onPage, id] : onPage.filter((key) => key !== id));
  };
  return (
    <Spin spinning={loading}>
      {answer.result.length === 0 && !loading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <div
          className="resource-card-grid"
          style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${minCardWidth}px, 1fr))` }}
        >
          {answer.result.map((item) => (
            <ResourceCard
              key={item.id}
              item={item}
              {...card}
              selected={selection.keys.includes(item.id)}
              onSelect={bulk ? (picked) => select(item.id, picked) : undefined}
            />
          ))}
        </div>
      )}
      {answer.count > 0 && (
        <div className="resource-card-paging">
          <span>
            {from}-{to} of {answer.count}
          </span>
          <Button
            size="small"
            disabled={state.page === 0}
            onClick={() => list.setPage(state.page - 1)}
          >
            Previous
          </Button>
          <Button
            size="small"
            disabled={to >= answer.count}
            onClick={() => list.setPage(state.page + 1)}
          >
            Next
          </Button>
        </div>
      )}
    </Spin>
  );
}
