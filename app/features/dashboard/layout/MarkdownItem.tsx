/**
 * A MARKDOWN component: sanitised HTML in view mode; in edit mode a click opens it for editing in
 * place, with an Edit / Preview toggle (Superset's behaviour). A click outside saves the text.
 */
import { useEffect, useRef, useState } from 'react';
import { updateComponentMeta } from '@common/dashboard/layoutEdit';
import { moduleLoader, useLoadedModule } from '@app/components/moduleLoader';
import {
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  type LayoutItem,
} from '@common/dashboard/layoutTypes';
import { useDashboardDispatch, useDashboardStore } from '../state/dashboardStore';
import { layoutChanged } from '../state/layoutSlice';
import { heightPx, widthPx } from './gridSizes';
import { useLayoutView } from './layoutContext';
import { LayoutItemFrame } from './LayoutItemFrame';
import { useResize } from './useResize';

/** What an empty markdown shows in edit mode. */
export const MARKDOWN_PLACEHOLDER =
  '# Markdown\n\nClick here to write text, lists or links in **markdown**.';

// marked and DOMPurify (~25 kB gzip) load only on dashboards that have markdown.
const safeMarkdown = moduleLoader(() => import('./safeMarkdown'));

/** One MARKDOWN component (see the file comment). */
export function MarkdownItem({ item, parentUnits }: { item: LayoutItem; parentUnits: number }) {
  const { editMode, columnWidth } = useLayoutView();
  const dispatch = useDashboardDispatch();
  const store = useDashboardStore();
  const { preview, handles } = useResize(item.id, { width: true, height: true });
  const [draft, setDraft] = useState<string | null>(null);
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const box = useRef<HTMLDivElement>(null);
  const code = item.meta.code ?? '';
  const editing = editMode && draft !== null;

  const save = useRef<() => void>(() => undefined);
  save.current = () => {
    if (draft !== null && draft !== code) {
      const layout = store.getState().layout.present;
      dispatch(layoutChanged(updateComponentMeta(layout, item.id, { code: draft })));
    }
    setDraft(null);
  };
  useEffect(() => {
    if (!editing) return;
    const onPointerDown = (event: PointerEvent) => {
      // Clicks on the component (its text, the Edit/Preview controls) keep it open.
      const frame = box.current?.closest('.dashboard-item');
      if (event.target instanceof Node && frame?.contains(event.target)) return;
      save.current();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [editing]);
  // Leaving edit mode (save, discard) closes the editor without writing to the layout.
  useEffect(() => {
    if (!editMode) setDraft(null);
  }, [editMode]);

  const units = Math.min(
    preview?.width ?? item.meta.width ?? GRID_DEFAULT_CHART_WIDTH,
    parentUnits,
  );
  const width = widthPx(units, columnWidth);
  const height = heightPx(preview?.height ?? item.meta.height ?? GRID_DEFAULT_CHART_HEIGHT);
  const shown = editing ? draft : code;
  const render = useLoadedModule(safeMarkdown)?.renderSafeMarkdown;
  const html = render?.(shown || (editMode ? MARKDOWN_PLACEHOLDER : '')) ?? '';

  const controls = editing
    ? (['edit', 'preview'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={`dashboard-item-control ${mode === option ? 'is-active' : ''}`}
          aria-pressed={mode === option}
          onClick={() => setMode(option)}
        >
          {option === 'edit' ? 'Edit' : 'Preview'}
        </button>
      ))
    : null;

  return (
    <LayoutItemFrame
      id={item.id}
      type="MARKDOWN"
      label="Markdown"
      editMode={editMode}
      className={`${editing ? 'is-focused' : ''} ${preview ? 'is-resizing' : ''}`}
      style={{ width, height }}
      controls={controls}
    >
      <div
        ref={box}
        className="dashboard-markdown-box"
        onClick={
          editMode && !editing
            ? () => {
                setDraft(code);
                setMode('edit');
              }
            : undefined
        }
      >
        {editing && mode === 'edit' ? (
          <textarea
            className="dashboard-markdown-editor"
            aria-label="Markdown text"
            value={draft ?? ''}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onPointerDown={(event) => event.stopPropagation()}
            onKeyDown={(event) => event.stopPropagation()}
          />
        ) : (
          <div
            className="dashboard-markdown-body"
            data-test="dashboard-markdown"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </div>
      {handles}
    </LayoutItemFrame>
  );
}
