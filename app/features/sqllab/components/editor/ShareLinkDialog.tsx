import { Modal } from '@app/components/ui/Modal';
import { TextInput } from '@app/components/ui/TextInput';
import '../common/saveShare.css';

/** Shows a query's link when the browser would not copy it, selected for a manual copy. */
export function ShareLinkDialog({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <Modal title="Link to this query" open onClose={onClose}>
      <div className="sqllab-form">
        <p className="sqllab-secondary">Your browser did not allow copying: copy the link below.</p>
        <TextInput
          aria-label="Link"
          readOnly
          value={url}
          onChange={() => {}}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
    </Modal>
  );
}
