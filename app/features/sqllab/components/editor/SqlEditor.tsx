import { Compartment, EditorState, Prec, Text } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import type { CursorPosition } from '@app/features/sqllab/state/types';
import type { CompletionSource } from './completionSource';
import { insertionChange } from './insertionChange';

/** How long the cursor rests before its position is reported (it is kept with the tab). */
const CURSOR_REPORT_MS = 400;

/** A document offset for a (0-based) row and column, clamped into the document. */
function offsetOf(doc: Text, cursor: CursorPosition | undefined): number {
  if (!cursor) return 0;
  const line = doc.line(Math.min(Math.max(cursor.row, 0), doc.lines - 1) + 1);
  return line.from + Math.min(Math.max(cursor.column, 0), line.length);
}

// The bare editor (CodeMirror's view and state) is what a person needs to see the SQL, type
// and run it. Commands, history, lang-sql with its parser, highlighting and completion (about
// 40 % of CodeMirror's gzip size) are a second chunk requested the moment the editor is
// mounted, so they stay off the page's critical path (≤ 200 kB gzip before editor-ready) and
// arrive a round trip later.
const loadSupport = () => import('./editorSupport');
type SupportModule = Awaited<ReturnType<typeof loadSupport>>;

/** What the page may ask of the editor. */
export interface SqlEditorHandle {
  /** The selected text and its range, and the cursor position. */
  selection(): { text: string; from: number; to: number; cursor: number };
  /** Inserts a snippet on a line of its own, or in place of a blank document or a selection. */
  insert(text: string): void;
  focus(): void;
}

export interface EditorShortcuts {
  run: () => void;
  runCurrent: () => void;
  stop: () => void;
  format: () => void;
  newTab: () => void;
  nextTab: () => void;
  previousTab: () => void;
}

export interface SqlEditorProps {
  ref?: Ref<SqlEditorHandle>;
  /** The SQL; an outside change (format, insert) replaces the document. */
  value: string;
  onChange: (sql: string) => void;
  /** The selected text, when it changes ('' for none). */
  onSelectionChange?: (text: string) => void;
  /** The database's backend, choosing the SQL dialect. */
  backend?: string;
  /** The schema, table and added column names completion offers. */
  catalog: CompletionSource['catalog'];
  /** Where completion looks up the columns of the tables the query names (fetched lazily). */
  columns?: CompletionSource['columns'];
  /** A run is under way: the completion popup closes when one starts. */
  running?: boolean;
  shortcuts: EditorShortcuts;
  /** Called once, when the editor is mounted and usable. */
  onReady?: () => void;
  /** Where the cursor starts (0-based row and column), read when the editor mounts. */
  cursor?: CursorPosition;
  /** The cursor's position once it has rested for a moment. */
  onCursorChange?: (cursor: CursorPosition) => void;
}

/** The CodeMirror 6 SQL editor: dialect highlighting, completion and the run shortcuts. */
export default function SqlEditor({
  ref,
  value,
  onChange,
  onSelectionChange,
  backend,
  catalog,
  columns,
  running = false,
  shortcuts,
  onReady,
  cursor,
  onCursorChange,
}: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const slot = useRef(new Compartment());
  const support = useRef<SupportModule | null>(null);
  // Extensions read the latest props through refs, so they are built once.
  const props = {
    onChange,
    onSelectionChange,
    onCursorChange,
    backend,
    catalog,
    columns,
    shortcuts,
    onReady,
  };
  const latest = useRef(props);
  latest.current = props;
  const initial = useRef({ value, cursor });
  const completionData = useRef((): CompletionSource => ({
    catalog: latest.current.catalog,
    columns: latest.current.columns,
  }));

  useEffect(() => {
    if (!host.current) return;
    const run = (action: keyof EditorShortcuts) => (target: EditorView) => {
      support.current?.closeCompletion(target);
      latest.current.shortcuts[action]();
      return true;
    };
    let cursorTimer: ReturnType<typeof setTimeout> | undefined;
    const reportCursor = (view: EditorView) => {
      clearTimeout(cursorTimer);
      cursorTimer = setTimeout(() => {
        const { head } = view.state.selection.main;
        const line = view.state.doc.lineAt(head);
        latest.current.onCursorChange?.({ row: line.number - 1, column: head - line.from });
      }, CURSOR_REPORT_MS);
    };
    const doc = Text.of(initial.current.value.split(/\r\n?|\n/));
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc,
        selection: { anchor: offsetOf(doc, initial.current.cursor) },
        extensions: [
          Prec.highest(
            keymap.of([
              { key: 'Mod-Enter', run: run('run') },
              { key: 'Shift-Mod-Enter', run: run('runCurrent') },
              { key: 'Ctrl-e', run: run('stop') },
              { key: 'Ctrl-Shift-f', run: run('format') },
              { key: 'Ctrl-t', run: run('newTab') },
              { key: 'Ctrl-Shift-]', run: run('nextTab') },
              { key: 'Ctrl-Shift-[', run: run('previousTab') },
            ]),
          ),
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          drawSelection(),
          slot.current.of([]),
          placeholder('Write SQL here; Ctrl+Enter runs it'),
          EditorView.contentAttributes.of({ 'aria-label': 'SQL editor' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
            if (update.selectionSet) reportCursor(update.view);
            if (update.selectionSet) {
              const { from, to } = update.state.selection.main;
              const before = update.startState.selection.main;
              if (from !== to || before.from !== before.to) {
                latest.current.onSelectionChange?.(update.state.sliceDoc(from, to));
              }
            }
          }),
        ],
      }),
    });
    view.current = editor;
    if (initial.current.cursor)
      editor.dispatch({ effects: EditorView.scrollIntoView(editor.state.selection.main.head) });
    // Typing after a page load goes to the kept cursor, unless the user is already elsewhere.
    // The view's own focus() keeps its selection (a DOM focus puts the caret at the start).
    if (document.activeElement === document.body) editor.focus();
    latest.current.onReady?.();
    let cancelled = false;
    void loadSupport().then((module) => {
      if (cancelled) return;
      support.current = module;
      editor.dispatch({
        effects: slot.current.reconfigure(
          module.editorSupport(latest.current.backend, completionData.current),
        ),
      });
      performance.mark('editor-support-ready');
    });
    return () => {
      cancelled = true;
      clearTimeout(cursorTimer);
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const module = support.current;
    if (!module) return; // attached with the current backend when it loads
    view.current?.dispatch({
      effects: slot.current.reconfigure(module.editorSupport(backend, completionData.current)),
    });
  }, [backend]);

  // However the run started (button, shortcut, autorun), its popup of suggestions goes.
  useEffect(() => {
    if (running && view.current) support.current?.closeCompletion(view.current);
  }, [running]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) {
      editor.dispatch({
        changes: { from: 0, to: current.length, insert: value },
        selection: { anchor: Math.min(editor.state.selection.main.head, value.length) },
      });
    }
  }, [value]);

  useImperativeHandle(ref, () => ({
    selection() {
      const state = view.current?.state;
      if (!state) return { text: '', from: 0, to: 0, cursor: 0 };
      const { from, to, head } = state.selection.main;
      return { text: state.sliceDoc(from, to), from, to, cursor: head };
    },
    insert(text: string) {
      const editor = view.current;
      if (!editor) return;
      const { from, to } = editor.state.selection.main;
      const change = insertionChange(editor.state.doc.toString(), { from, to }, text);
      editor.dispatch({
        changes: { from: change.from, to: change.to, insert: change.insert },
        selection: { anchor: change.cursor },
        scrollIntoView: true,
      });
      editor.focus();
    },
    focus() {
      view.current?.focus();
    },
  }));

  return <div ref={host} className="sqllab-editor" />;
}
