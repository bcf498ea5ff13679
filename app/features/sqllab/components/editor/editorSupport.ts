import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { completionData, type CompletionSource } from './completionSource';
import { sqlLanguage } from './sqlLanguage';

// The run shortcuts close the completion popup: a run ends the typing it was for.
export { closeCompletion } from '@codemirror/autocomplete';

/**
 * What the editor gains once its second chunk is in: undo history and the editing keys, the
 * dialect's highlighting, bracket matching and closing, and completion. Typing, selecting and
 * the run shortcuts work before it (CodeMirror's view reads plain typing from the DOM).
 */
export function editorSupport(
  backend: string | undefined,
  source: () => CompletionSource,
): Extension {
  return [
    history(),
    bracketMatching(),
    closeBrackets(),
    autocompletion({ activateOnTypingDelay: 0, maxRenderedOptions: 100 }),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    sqlLanguage(backend, completionData(source)),
    keymap.of([
      ...closeBracketsKeymap,
      ...completionKeymap,
      ...defaultKeymap,
      ...historyKeymap,
      indentWithTab,
    ]),
  ];
}
