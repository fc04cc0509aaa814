import type { Command, EditorState } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cx } from '../../lib/class-names.ts';
import {
  Bold,
  Code,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Strikethrough,
  Table,
  Undo2,
} from '../icons.ts';
import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  insertHorizontalRule,
  insertTable,
  isInList,
  isInQuote,
  isInTable,
  isMarkActive,
  redo,
  setTextStyle,
  textStyleAt,
  toggleBold,
  toggleCode,
  toggleItalic,
  toggleList,
  toggleQuote,
  toggleStrike,
  undo,
} from './editor-commands.ts';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

const buttonClass =
  'inline-flex h-9 min-w-9 shrink-0 cursor-pointer items-center justify-center gap-1 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-indigo-100 aria-pressed:text-indigo-900';

function ToolbarButton({
  label,
  shortcut,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  shortcut?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={buttonClass}
      aria-label={label}
      aria-keyshortcuts={shortcut?.replace('⌘', 'Meta+')}
      aria-pressed={pressed}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      // Keep the editor's selection: the button acts on it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * The formatting toolbar. Buttons say what they do and their shortcut; pressed ones are announced
 * as pressed. Arrow keys, Home and End move between controls as in a WAI-ARIA toolbar.
 */
export function EditorToolbar({
  view,
  state,
  editorId,
  controls,
  disabled,
  onLink,
  trailing,
}: {
  view: EditorView | null;
  state: EditorState | null;
  editorId: string;
  /** The id of the area the toolbar acts on now (the editor, or the Markdown text area). */
  controls: string;
  disabled: boolean;
  onLink(): void;
  trailing: ReactNode;
}) {
  const toolbar = useRef<HTMLDivElement>(null);
  const run = (command: Command) => {
    if (!view) return;
    command(view.state, view.dispatch, view);
    view.focus();
  };
  const can = (command: Command) => !disabled && state !== null && command(state);
  const active = (check: (state: EditorState) => boolean) =>
    !disabled && state !== null && check(state);
  const inTable = active(isInTable);

  const onKeyDown = (event: KeyboardEvent) => {
    const controls = [
      ...(toolbar.current?.querySelectorAll<HTMLElement>('button:not(:disabled), select') ?? []),
    ];
    const index = controls.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: controls.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    if (event.target instanceof HTMLSelectElement && event.key.startsWith('Arrow')) return;
    event.preventDefault();
    controls[(target + controls.length) % controls.length]?.focus();
  };

  const style = state ? textStyleAt(state) : 0;
  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-slate-200 border-b bg-slate-50 p-1"
    >
      <label className="sr-only" htmlFor={`${editorId}-style`}>
        Text style
      </label>
      <select
        id={`${editorId}-style`}
        className="h-9 rounded-md border border-slate-300 bg-white px-1.5 text-sm text-slate-700"
        disabled={disabled}
        value={style === -1 ? '' : String(style)}
        onChange={(event) => run(setTextStyle(Number(event.target.value)))}
      >
        {style === -1 ? <option value="">—</option> : null}
        <option value="0">Paragraph</option>
        <option value="1">Heading 1</option>
        <option value="2">Heading 2</option>
        <option value="3">Heading 3</option>
        <option value="4">Heading 4</option>
      </select>
      <ToolbarButton
        label="Bold"
        shortcut={`${mod}B`}
        pressed={active((current) => isMarkActive(current, 'strong'))}
        disabled={!can(toggleBold)}
        onClick={() => run(toggleBold)}
      >
        <Bold className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Italic"
        shortcut={`${mod}I`}
        pressed={active((current) => isMarkActive(current, 'em'))}
        disabled={!can(toggleItalic)}
        onClick={() => run(toggleItalic)}
      >
        <Italic className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Strikethrough"
        shortcut={`${mod}Shift+X`}
        pressed={active((current) => isMarkActive(current, 'strike'))}
        disabled={!can(toggleStrike)}
        onClick={() => run(toggleStrike)}
      >
        <Strikethrough className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Inline code"
        shortcut={`${mod}E`}
        pressed={active((current) => isMarkActive(current, 'code'))}
        disabled={!can(toggleCode)}
        onClick={() => run(toggleCode)}
      >
        <Code className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Link"
        shortcut={`${mod}K`}
        pressed={active((current) => isMarkActive(current, 'link'))}
        disabled={disabled || !state}
        onClick={onLink}
      >
        <Link className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Bulleted list"
        shortcut={`${mod}Shift+8`}
        pressed={active((current) => isInList(current, 'bullet_list'))}
        disabled={!can(toggleList('bullet_list'))}
        onClick={() => run(toggleList('bullet_list'))}
      >
        <List className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Numbered list"
        shortcut={`${mod}Shift+7`}
        pressed={active((current) => isInList(current, 'ordered_list'))}
        disabled={!can(toggleList('ordered_list'))}
        onClick={() => run(toggleList('ordered_list'))}
      >
        <ListOrdered className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Quote"
        shortcut={`${mod}Shift+9`}
        pressed={active(isInQuote)}
        disabled={!can(toggleQuote)}
        onClick={() => run(toggleQuote)}
      >
        <Quote className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Insert table"
        disabled={inTable || !can(insertTable)}
        onClick={() => run(insertTable)}
      >
        <Table className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Horizontal rule"
        disabled={!can(insertHorizontalRule)}
        onClick={() => run(insertHorizontalRule)}
      >
        <Minus className="size-4" aria-hidden />
      </ToolbarButton>
      {inTable ? (
        <span className="contents">
          <ToolbarButton label="Add row" onClick={() => run(addRowAfter)}>
            <span className={cx('text-xs')}>+ Row</span>
          </ToolbarButton>
          <ToolbarButton label="Add column" onClick={() => run(addColumnAfter)}>
            <span className="text-xs">+ Col</span>
          </ToolbarButton>
          <ToolbarButton label="Delete row" onClick={() => run(deleteRow)}>
            <span className="text-xs">− Row</span>
          </ToolbarButton>
          <ToolbarButton label="Delete column" onClick={() => run(deleteColumn)}>
            <span className="text-xs">− Col</span>
          </ToolbarButton>
        </span>
      ) : null}
      <ToolbarButton
        label="Undo"
        shortcut={`${mod}Z`}
        disabled={!can(undo)}
        onClick={() => run(undo)}
      >
        <Undo2 className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Redo"
        shortcut={`${mod}Shift+Z`}
        disabled={!can(redo)}
        onClick={() => run(redo)}
      >
        <Redo2 className="size-4" aria-hidden />
      </ToolbarButton>
      <span className="ml-auto">{trailing}</span>
    </div>
  );
}
