/**
 * The header's edit-mode buttons: undo / redo (the keys are layout/useLayoutShortcuts.ts), the
 * colour scheme, Discard (asks when there are unsaved changes) and Save with its dialogs; a link
 * that would leave the page with unsaved changes asks first.
 */
import { useState } from 'react';
import { CATEGORICAL_SCHEMES } from '@app/charts/shared/colorSchemes';
import { Button } from '@app/components/ui/Button';
import { Modal } from '@app/components/ui/Modal';
import { Select } from '@app/components/ui/Select';
import { dashboardLoaded, setColorScheme } from '../state/dashboardSlice';
import {
  selectHasUnsavedChanges,
  useDashboardDispatch,
  useDashboardSelector,
  useDashboardStore,
} from '../state/dashboardStore';
import { layoutRedone, layoutReset, layoutUndone } from '../state/layoutSlice';
import { discardState } from './save/discardState';
import { OverwriteConfirmModal } from './save/OverwriteConfirmModal';
import { StaleSaveModal } from './save/StaleSaveModal';
import { useDashboardSave } from './save/useDashboardSave';
import { useInAppLeaveGuard } from './useInAppLeaveGuard';

const SCHEME_OPTIONS = Object.entries(CATEGORICAL_SCHEMES).map(([value, scheme]) => ({
  value,
  label: scheme.label,
}));

/** The edit-mode buttons (see the file comment). */
export function EditModeActions() {
  const dispatch = useDashboardDispatch();
  const store = useDashboardStore();
  const canUndo = useDashboardSelector((state) => state.layout.past.length > 0);
  const canRedo = useDashboardSelector((state) => state.layout.future.length > 0);
  const unsaved = useDashboardSelector(selectHasUnsavedChanges);
  const isSaving = useDashboardSelector((state) => state.dashboard.ui.isSaving);
  const scheme = useDashboardSelector((state) => state.dashboard.info?.metadata.color_scheme);
  const flow = useDashboardSave();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const leaving = useInAppLeaveGuard(unsaved);

  const discard = () => {
    const { info, saved } = store.getState().dashboard;
    setConfirmDiscard(false);
    if (!info || !saved) return;
    const restored = discardState(info, saved, Object.values(store.getState().charts.charts));
    dispatch(layoutReset(restored.layout));
    dispatch(
      dashboardLoaded({
        info: restored.info,
        saved,
        ui: { editMode: false, hasUnsavedChanges: false, updatedColorScheme: false },
      }),
    );
  };

  return (
    <div className="dashboard-edit-actions">
      <button
        type="button"
        className="ui-button ui-button-text dashboard-icon-button"
        data-test="undo-button"
        aria-label="Undo"
        title="Undo (Ctrl+Z)"
        disabled={!canUndo}
        onClick={() => dispatch(layoutUndone())}
      >
        ↶
      </button>
      <button
        type="button"
        className="ui-button ui-button-text dashboard-icon-button"
        data-test="redo-button"
        aria-label="Redo"
        title="Redo (Ctrl+Shift+Z)"
        disabled={!canRedo}
        onClick={() => dispatch(layoutRedone())}
      >
        ↷
      </button>
      <Select<string>
        aria-label="Colour scheme"
        data-test="dashboard-color-scheme"
        className="dashboard-scheme-select"
        placeholder="Colour scheme"
        allowClear
        options={SCHEME_OPTIONS}
        value={scheme}
        onChange={(value) => dispatch(setColorScheme(value))}
      />
      <Button
        data-test="discard-changes-button"
        onClick={() => (unsaved ? setConfirmDiscard(true) : discard())}
      >
        Discard
      </Button>
      <Button
        variant="primary"
        data-test="save-dashboard-button"
        loading={isSaving}
        onClick={() => void flow.save()}
      >
        Save
      </Button>
      <Modal
        title="Discard changes?"
        open={confirmDiscard}
        onClose={() => setConfirmDiscard(false)}
        okText="Discard"
        onOk={discard}
      >
        <p data-test="discard-confirm">
          Your changes since the last save will be lost: the saved layout and properties come back.
        </p>
      </Modal>
      <Modal
        title="Leave without saving?"
        open={leaving.pending !== null}
        onClose={leaving.stay}
        okText="Leave"
        onOk={leaving.leave}
      >
        <p data-test="leave-confirm">
          This dashboard has changes that are not saved. Leave the page and lose them, or stay and
          save them first.
        </p>
      </Modal>
      <OverwriteConfirmModal
        open={flow.dialog?.kind === 'confirm'}
        differences={flow.dialog?.kind === 'confirm' ? flow.dialog.differences : []}
        saving={isSaving}
        onOverwrite={() => void flow.confirmOverwrite()}
        onCancel={flow.closeDialog}
      />
      <StaleSaveModal
        open={flow.dialog?.kind === 'stale'}
        message={flow.dialog?.kind === 'stale' ? flow.dialog.message : ''}
        saving={isSaving}
        onReload={flow.reload}
        onReview={() => void flow.review()}
        onOverwrite={() => void flow.overwriteStale()}
        onClose={flow.closeDialog}
      />
    </div>
  );
}
