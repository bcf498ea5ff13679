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
import type { CompletionCatalog } from './completionCatalog';
import { sqlLanguage } from './sqlLanguage';

/**
 * What the editor gains once its second chunk is in: undo history and the editing keys, the
 * dialect's highlighting, bracket matching and closing, and completion. Typing, selecting and
 * the run shortcuts work before it (CodeMirror's view reads plain typing from the DOM).
 */
export function editorSupport(
  backend: string | undefined,
  catalog: () => CompletionCatalog,
): Extension {
  return [
    history(),
    bracketMatching(),
    closeBrackets(),
    autocompletion({ activateOnTypingDelay: 0, maxRenderedOptions: 100 }),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    sqlLanguage(backend, catalog),
    keymap.of([
      ...closeBracketsKeymap,
      ...completionKeymap,
      ...defaultKeymap,
      ...historyKeymap,
      indentWithTab,
    ]),
  ];
}
