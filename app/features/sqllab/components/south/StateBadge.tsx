import { Tag, type TagColor } from '../../../../components/ui/Tag';

const COLOURS: Record<string, TagColor> = {
  success: 'success',
  failed: 'error',
  timed_out: 'error',
  stopped: 'warning',
  running: 'processing',
  started: 'processing',
  fetching: 'processing',
  pending: 'default',
  scheduled: 'default',
};

/** A query state as a coloured tag. */
export function StateBadge({ state }: { state: string }) {
  return (
    <Tag color={COLOURS[state] ?? 'default'} className="sqllab-state-badge">
      {state.replace('_', ' ')}
    </Tag>
  );
}
