import { useRef, useState } from 'react';
import { Modal } from '@app/components/ui/Modal';

/**
 * "Edit CSS" (mounted while open): every keystroke previews at once (the page applies
 * info.css, scoped to the dashboard); Cancel puts back the CSS the editor opened with.
 */
export function CssEditorModal(props: {
  css: string;
  onChange: (css: string) => void;
  onClose: () => void;
}) {
  const { onChange, onClose } = props;
  const [text, setText] = useState(props.css);
  const initial = useRef(props.css);
  const cancel = () => {
    if (text !== initial.current) onChange(initial.current);
    onClose();
  };
  return (
    <Modal title="Edit CSS" open onClose={cancel} okText="Done" onOk={onClose}>
      <div className="dashboard-css-modal" data-test="css-editor-modal">
        <textarea
          className="ui-input dashboard-code-input"
          aria-label="CSS"
          data-test="css-editor"
          spellCheck={false}
          rows={16}
          value={text}
          placeholder=".dashboard-chart-holder { border-radius: 8px; }"
          onChange={(event) => {
            setText(event.target.value);
            onChange(event.target.value);
          }}
        />
      </div>
    </Modal>
  );
}
