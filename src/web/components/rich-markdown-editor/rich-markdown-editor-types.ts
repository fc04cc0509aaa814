import type { Ref } from 'react';

/** Read the editor's Markdown at the moment of saving, exactly, without waiting for `onChange`. */
export interface RichMarkdownEditorHandle {
  getMarkdown(): string;
  focus(): void;
}

export interface RichMarkdownEditorProps {
  /** The section's Markdown when editing starts. */
  initialMarkdown: string;
  /** Accessible name of the editing area, e.g. "Target Audience". */
  label: string;
  /** The Markdown after a change, at most a few times a second. */
  onChange?(markdown: string): void;
  /** Start in the plain Markdown text area (for people who prefer it). */
  initialMode?: 'rich' | 'markdown';
  /** The person switched between the formatted editor and Markdown (to remember it). */
  onModeChange?(mode: 'rich' | 'markdown'): void;
  maxLength?: number;
  ref?: Ref<RichMarkdownEditorHandle>;
}
