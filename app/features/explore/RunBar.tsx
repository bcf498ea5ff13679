import { Button } from '@app/components/ui/Button';

/** Under the control panel: "Update chart" (Ctrl/Cmd + Enter), or Stop while it runs. */
export function RunBar(props: {
  valid: boolean;
  missing: string[];
  loading: boolean;
  onRun: () => void;
  onStop: () => void;
}) {
  const reason = props.valid ? undefined : props.missing.join('\n') || 'The chart is not ready';
  return (
    <div className="explore-run-bar">
      {props.loading ? (
        <Button variant="danger" block onClick={props.onStop}>
          Stop
        </Button>
      ) : (
        <Button
          variant="primary"
          block
          data-test="explore-run"
          disabled={!props.valid}
          title={reason ?? 'Ctrl / Cmd + Enter'}
          onClick={props.onRun}
        >
          Update chart
        </Button>
      )}
      {!props.valid && props.missing.length > 0 && (
        <div className="explore-run-reason" role="status">
          {props.missing.length === 1
            ? props.missing[0]
            : `${props.missing.length} controls need a value`}
        </div>
      )}
    </div>
  );
}
