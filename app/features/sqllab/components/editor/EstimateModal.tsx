import { Alert } from '../../../../components/ui/Alert';
import { Modal } from '../../../../components/ui/Modal';
import { Spinner } from '../../../../components/ui/Spinner';

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

/** The cost estimate of the query: the engine's figures, per statement. */
export function EstimateModal({ open, loading, result, error, onClose }: EstimateModalProps) {
  return (
    <Modal title="Cost estimate" open={open} onClose={onClose}>
      {loading && <Spinner label="Estimating" />}
      {error && <Alert type="error" role="alert" title={error} />}
      {!loading && !error && result && (
        <table className="sqllab-estimate" aria-label="Cost estimate">
          <tbody>
            {result.flatMap((figures, statement) =>
              Object.entries(figures).map(([name, value]) => (
                <tr key={`${statement}:${name}`}>
                  {result.length > 1 && <td>Statement {statement + 1}</td>}
                  <th scope="row">{name}</th>
                  <td className="is-number">{show(value)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
