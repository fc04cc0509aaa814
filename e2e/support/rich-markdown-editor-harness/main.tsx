import { createRef, StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  LazyRichMarkdownEditor,
  type RichMarkdownEditorHandle,
} from '../../../src/web/components/rich-markdown-editor/index.ts';
import './harness.css';

/**
 * A page that holds only the rich Markdown editor, built by Vite inside the browser test
 * (e2e/rich-markdown-editor.e2e.ts) and never part of the app's bundle. The test drives it
 * through `window.harness`.
 */
let root: Root | undefined;
const handle = createRef<RichMarkdownEditorHandle>();
const changes: string[] = [];

const harness = {
  mount(markdown: string, mode: 'rich' | 'markdown' = 'rich') {
    root?.unmount();
    changes.length = 0;
    root = createRoot(document.getElementById('root')!);
    root.render(
      <StrictMode>
        <Suspense fallback={<p>Loading the editor…</p>}>
          <LazyRichMarkdownEditor
            ref={handle}
            initialMarkdown={markdown}
            initialMode={mode}
            label="Section text"
            onChange={(text) => changes.push(text)}
          />
        </Suspense>
      </StrictMode>,
    );
  },
  getMarkdown: () => handle.current?.getMarkdown() ?? null,
  changes: () => [...changes],
  /** The headless round trip, loaded the same lazy way, to compare with what the editor wrote. */
  roundTrip: async (markdown: string) =>
    (
      await import('../../../src/web/components/rich-markdown-editor/markdown-round-trip.ts')
    ).roundTripMarkdown(markdown),
};

Object.assign(window, { harness });
