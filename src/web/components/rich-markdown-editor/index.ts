import { lazy } from 'react';

export type {
  RichMarkdownEditorHandle,
  RichMarkdownEditorProps,
} from './rich-markdown-editor-types.ts';

/**
 * The rich Markdown editor, loaded only when someone edits: ProseMirror and the Markdown writer
 * stay out of the page's first load (render it inside <Suspense>).
 */
export const LazyRichMarkdownEditor = lazy(() => import('./rich-markdown-editor.tsx'));
