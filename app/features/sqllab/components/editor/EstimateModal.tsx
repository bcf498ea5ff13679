import { Alert } from '@app/components/ui/Alert';
import { Modal } from '@app/components/ui/Modal';
import { Spinner } from '@app/components/ui/Spinner';
import { QueryErrorText } from '../south/QueryErrorText';
import './estimateModal.css';

export interface EstimateModalProps {
  open: boolean;
  loading: boolean;
  /** One object of figures per statement, as the engine reports them. */
  result?: readonly Record<string, unknown>[];
  error?: string;
  onClose: () => void;
}

const show = (value: unknown) =>
  typeof value === 'number' ? value.toLocaleString('en-US') : String(value);

/** A figure that is a plan (several lines) rather than a number or a word. */
const isPlan = (value: unknown) => typeof value === 'string' && value.includes('\n');

const statementLabel = (count: number, statement: number) =>
  count > 1 ? `Statement ${statement + 1}: ` : '';

/**
 * The cost estimate of the query: the engine's figures per statement, and its plan as the
 * engine laid it out (monospace, unwrapped, scrolling); an error reads as a run's error.
 */
export function EstimateModal({ open, loading, result, error, onClose }: EstimateModalProps) {
  const figures = (result ?? []).map((all) => Object.entries(all).filter(([, v]) => !isPlan(v)));
  const plans = (result ?? []).map((all) => Object.entries(all).filter(([, v]) => isPlan(v)));
  const count = result?.length ?? 0;
  return (
    <Modal title="Cost estimate" open={open} onClose={onClose}>
      <div className="sqllab-estimate-body">
        {loading && <Spinner label="Estimating" />}
        {error && (
          <Alert
            type="error"
            role="alert"
            title={<QueryErrorText message={error} />}
            className="sqllab-error"
          />
        )}
        {!loading && !error && result && (
          <>
            {figures.some((list) => list.length > 0) && (
              <table className="sqllab-estimate" aria-label="Cost estimate">
                <tbody>
                  {figures.flatMap((list, statement) =>
                    list.map(([name, value]) => (
                      <tr key={`${statement}:${name}`}>
                        {count > 1 && <td>Statement {statement + 1}</td>}
                        <th scope="row">{name}</th>
                        <td className="is-number">{show(value)}</td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            )}
            {plans.flatMap((list, statement) =>
              list.map(([name, value]) => (
                <figure key={`${statement}:${name}`} className="sqllab-estimate__figure">
                  <figcaption>{`${statementLabel(count, statement)}${name}`}</figcaption>
                  <pre
                    className="sqllab-estimate__plan"
                    aria-label={`${statementLabel(count, statement)}${name}`}
                    tabIndex={0}
                  >
                    {String(value)}
                  </pre>
                </figure>
              )),
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
