import { Alert, Button, Modal, Spin, Tabs } from '@app/components/antdKit';
import { useCallback, useEffect, useReducer, useState } from 'react';
import type { DatasetRecord } from '@common/api/datasets';
import { hasPermission } from '@common/permissions/hasPermission';
import { ApiError } from '@app/api/client';
import { getDataset, refreshDataset, updateDataset } from '@app/api/datasets';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch, useAppSelector } from '@app/store/store';
import { CalculatedColumnsTab } from './CalculatedColumnsTab';
import { ColumnsTab } from './ColumnsTab';
import {
  datasetDraftReducer,
  type DatasetDraft,
  type DraftAction,
  draftOf,
  draftProblems,
  isDirty,
  updateBodyOf,
} from './datasetDraft';
import { EditProblems, saveProblemsOf } from './EditProblems';
import { MetricsTab } from './MetricsTab';
import { SettingsTab } from './SettingsTab';
import './datasetEdit.css';

type Editor = { record: DatasetRecord; saved: DatasetDraft; draft: DatasetDraft } | null;
type EditorAction = DraftAction | { type: 'loaded'; record: DatasetRecord };

function editorReducer(editor: Editor, action: EditorAction): Editor {
  if (action.type === 'loaded') {
    const saved = draftOf(action.record);
    // A sync reloads the record: the saved columns change, the person's edits stay.
    if (editor)
      return {
        record: action.record,
        saved: { ...editor.saved, columns: saved.columns },
        draft: datasetDraftReducer(editor.draft, {
          type: 'columnsSynced',
          columns: action.record.columns,
        }),
      };
    return { record: action.record, saved, draft: saved };
  }
  return editor && { ...editor, draft: datasetDraftReducer(editor.draft, action) };
}

/** Superset's "Edit Dataset" modal: columns, calculated columns, metrics and settings. */
export function DatasetEditModal({
  datasetId,
  onClose,
  onSaved,
}: {
  datasetId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [editor, dispatch] = useReducer(editorReducer, null);
  const [loadError, setLoadError] = useState('');
  const [tab, setTab] = useState('columns');
  const [busy, setBusy] = useState<'save' | 'sync'>();
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [modal, confirmHolder] = Modal.useModal();
  const toast = useAppDispatch();
  const showError = useApiErrorToast();
  const roles = useAppSelector((state) => state.user.roles);
  // Only who may read users can choose owners; others' PUTs leave owners as they are.
  const canListUsers = hasPermission(roles, 'can_read', 'User');

  useEffect(() => {
    let current = true;
    getDataset(datasetId).then(
      (record) => current && dispatch({ type: 'loaded', record }),
      (error: unknown) =>
        current &&
        setLoadError(
          error instanceof ApiError ? error.message : 'The dataset could not be loaded.',
        ),
    );
    return () => {
      current = false;
    };
  }, [datasetId]);

  const dirty = editor !== null && isDirty(editor.saved, editor.draft);

  const cancel = useCallback(() => {
    if (!dirty) return onClose();
    void modal.confirm({
      title: 'Discard your changes?',
      content: 'The edits to this dataset have not been saved.',
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep editing',
      onOk: onClose,
    });
  }, [dirty, modal, onClose]);

  const save = async () => {
    if (!editor) return;
    const found = draftProblems(editor.draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy('save');
    try {
      await updateDataset(datasetId, updateBodyOf(editor.draft, canListUsers));
      toast(addSuccessToast('The dataset has been saved'));
      onSaved();
    } catch (error) {
      setProblems(saveProblemsOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  const sync = async () => {
    setBusy('sync');
    try {
      await refreshDataset(datasetId);
      dispatch({ type: 'loaded', record: await getDataset(datasetId) });
      toast(addSuccessToast('Metadata has been synced'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(undefined);
    }
  };

  const body = () => {
    if (loadError) return <Alert type="error" showIcon title={loadError} />;
    if (!editor) return <Spin />;
    const { draft, record } = editor;
    const calculated = draft.columns.filter((column) => column.expression != null).length;
    const tabProps = { draft, dispatch };
    return (
      <>
        <EditProblems problems={problems} />
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'columns',
              label: `Columns (${draft.columns.length - calculated})`,
              children: (
                <ColumnsTab {...tabProps} onSync={() => void sync()} syncing={busy === 'sync'} />
              ),
            },
            {
              key: 'calculated',
              label: `Calculated columns (${calculated})`,
              children: <CalculatedColumnsTab {...tabProps} />,
            },
            {
              key: 'metrics',
              label: `Metrics (${draft.metrics.length})`,
              children: <MetricsTab {...tabProps} />,
            },
            {
              key: 'settings',
              label: 'Settings',
              children: (
                <SettingsTab
                  {...tabProps}
                  owners={record.owners}
                  canListUsers={canListUsers}
                  problems={problems}
                />
              ),
            },
          ]}
        />
      </>
    );
  };

  return (
    <Modal
      title={editor ? `Edit dataset ${editor.record.table_name}` : 'Edit dataset'}
      open
      width={900}
      onCancel={cancel}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={cancel}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          disabled={!editor}
          loading={busy === 'save'}
          onClick={() => void save()}
        >
          Save
        </Button>,
      ]}
    >
      {confirmHolder}
      {body()}
    </Modal>
  );
}
