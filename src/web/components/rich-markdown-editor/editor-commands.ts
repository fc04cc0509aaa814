import {
  baseKeymap,
  chainCommands,
  exitCode,
  lift,
  setBlockType,
  toggleMark,
  wrapIn,
} from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import {
  InputRule,
  inputRules,
  textblockTypeInputRule,
  wrappingInputRule,
} from 'prosemirror-inputrules';
import { keymap } from 'prosemirror-keymap';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { type Command, type EditorState, Plugin, TextSelection } from 'prosemirror-state';
import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  goToNextCell,
  isInTable,
  tableEditing,
} from 'prosemirror-tables';
import { safeUrl } from '../../../domain/url-policy.ts';
import { markdownSchema as schema } from './markdown-schema.ts';

const nodes = schema.nodes as Record<string, NodeType>;
const marks = schema.marks as Record<string, MarkType>;

export const toggleBold = toggleMark(marks.strong!);
export const toggleItalic = toggleMark(marks.em!);
export const toggleStrike = toggleMark(marks.strike!);
export const toggleCode = toggleMark(marks.code!);
export const insertHorizontalRule: Command = (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(nodes.horizontal_rule!.create()).scrollIntoView());
  return true;
};
export { addColumnAfter, addRowAfter, deleteColumn, deleteRow, isInTable, redo, undo };

export function setTextStyle(level: number): Command {
  return level === 0
    ? setBlockType(nodes.paragraph!)
    : setBlockType(nodes.heading!, { level, setext: false, closed: false });
}

/** The block style at the cursor: 0 for a paragraph, 1-6 for a heading, -1 for anything else. */
export function textStyleAt(state: EditorState): number {
  const parent = state.selection.$from.parent;
  if (parent.type === nodes.heading) return parent.attrs.level as number;
  return parent.type === nodes.paragraph ? 0 : -1;
}

export function isMarkActive(state: EditorState, type: string): boolean {
  const mark = marks[type]!;
  const { from, $from, to, empty } = state.selection;
  if (empty) return mark.isInSet(state.storedMarks ?? $from.marks()) !== undefined;
  return state.doc.rangeHasMark(from, to, mark);
}

/** The innermost list around the cursor, if any. */
function listAround(state: EditorState): NodeType | undefined {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const type = $from.node(depth).type;
    if (type === nodes.bullet_list || type === nodes.ordered_list) return type;
  }
  return undefined;
}

export function isInList(state: EditorState, kind: 'bullet_list' | 'ordered_list'): boolean {
  return listAround(state) === nodes[kind];
}

/** Wraps the selection in a list, takes it out of one, or turns one kind of list into the other. */
export function toggleList(kind: 'bullet_list' | 'ordered_list'): Command {
  const type = nodes[kind]!;
  return (state, dispatch) => {
    const current = listAround(state);
    if (current === type) return liftListItem(nodes.list_item!)(state, dispatch);
    if (current) {
      const { $from } = state.selection;
      for (let depth = $from.depth; depth > 0; depth--) {
        if ($from.node(depth).type !== current) continue;
        dispatch?.(state.tr.setNodeMarkup($from.before(depth), type));
        return true;
      }
    }
    return wrapInList(type)(state, dispatch);
  };
}

export function isInQuote(state: EditorState): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    if ($from.node(depth).type === nodes.blockquote) return true;
  }
  return false;
}

export const toggleQuote: Command = (state, dispatch) =>
  isInQuote(state) ? lift(state, dispatch) : wrapIn(nodes.blockquote!)(state, dispatch);

/** A three-by-three table with a header row, the cursor in its first cell. */
export const insertTable: Command = (state, dispatch) => {
  const cell = (type: NodeType) => type.create(null);
  const row = (type: NodeType) =>
    nodes.table_row!.create(null, [cell(type), cell(type), cell(type)]);
  const table = nodes.table!.create(null, [
    row(nodes.table_header!),
    row(nodes.table_cell!),
    row(nodes.table_cell!),
  ]);
  if (dispatch) {
    const transaction = state.tr.replaceSelectionWith(table);
    const inserted = transaction.selection.from - table.nodeSize;
    const start = Math.max(0, inserted + 3);
    transaction.setSelection(TextSelection.near(transaction.doc.resolve(start)));
    dispatch(transaction.scrollIntoView());
  }
  return true;
};

/** The link at the cursor or across the selection, if there is one. */
export function linkAt(state: EditorState): { href: string; title: string | null } | undefined {
  const { $from, from, to, empty } = state.selection;
  const link = marks.link!;
  const found = empty
    ? link.isInSet($from.marks())
    : (() => {
        let mark: ReturnType<MarkType['isInSet']>;
        state.doc.nodesBetween(from, to, (node) => {
          mark ??= link.isInSet(node.marks);
        });
        return mark;
      })();
  return found
    ? { href: found.attrs.href as string, title: found.attrs.title as string | null }
    : undefined;
}

/**
 * Links the selection (or inserts the address as linked text when nothing is selected), or, with
 * an empty address, removes the link. The address must pass the URL rule.
 */
export function setLink(address: string): Command {
  return (state, dispatch) => {
    const link = marks.link!;
    const { from, to, empty, $from } = state.selection;
    const href = safeUrl(address);
    if (address && !href) return false;
    let start = from;
    let end = to;
    if (empty) {
      // The whole link around the cursor, to change or remove it.
      const parent = $from.parent;
      const index = $from.index();
      const child = parent.maybeChild(index) ?? parent.maybeChild(index - 1);
      if (child && link.isInSet(child.marks)) {
        let offset = 0;
        for (let i = 0; i < parent.childCount; i++) {
          const node = parent.child(i);
          if (node === child) {
            start = $from.start() + offset;
            end = start + node.nodeSize;
            break;
          }
          offset += node.nodeSize;
        }
      }
    }
    if (!dispatch) return true;
    const transaction = state.tr;
    if (!href) {
      transaction.removeMark(start, end, link);
    } else if (start === end) {
      transaction.insertText(address, start);
      transaction.addMark(start, start + address.length, link.create({ href }));
    } else {
      transaction.removeMark(start, end, link).addMark(start, end, link.create({ href }));
    }
    dispatch(transaction.scrollIntoView());
    return true;
  };
}

function markdownInputRules(): Plugin {
  return inputRules({
    rules: [
      textblockTypeInputRule(/^(#{1,6})\s$/, nodes.heading!, (match) => ({
        level: match[1]!.length,
      })),
      wrappingInputRule(/^\s*>\s$/, nodes.blockquote!),
      wrappingInputRule(/^\s*([-+*])\s$/, nodes.bullet_list!, (match) => ({ bullet: match[1] })),
      wrappingInputRule(
        /^(\d+)\.\s$/,
        nodes.ordered_list!,
        (match) => ({ start: Number(match[1]) }),
        (match, node) => node.childCount + (node.attrs.start as number) === Number(match[1]),
      ),
      textblockTypeInputRule(/^```([a-z0-9-]*)\s$/i, nodes.code_block!, (match) => ({
        language: match[1] ?? '',
      })),
      new InputRule(/^---$/, (state, _match, start, end) =>
        state.tr.replaceRangeWith(start - 1, end, nodes.horizontal_rule!.create()),
      ),
    ],
  });
}

export interface ShortcutHandlers {
  /** Ctrl/Cmd+K: the toolbar asks for an address. */
  onLinkShortcut(): void;
}

/** Keyboard shortcuts (also listed on the toolbar buttons), history, tables and input rules. */
export function editorPlugins(handlers: ShortcutHandlers): Plugin[] {
  const listItem = nodes.list_item!;
  const hardBreak: Command = chainCommands(exitCode, (state, dispatch) => {
    dispatch?.(state.tr.replaceSelectionWith(nodes.hard_break!.create()).scrollIntoView());
    return true;
  });
  const headingKeys = Object.fromEntries(
    [0, 1, 2, 3, 4].map((level) => [`Mod-Alt-${level}`, setTextStyle(level)]),
  );
  return [
    history(),
    markdownInputRules(),
    keymap({
      'Mod-z': undo,
      'Shift-Mod-z': redo,
      'Mod-y': redo,
      'Mod-b': toggleBold,
      'Mod-i': toggleItalic,
      'Mod-Shift-x': toggleStrike,
      'Mod-e': toggleCode,
      'Mod-k': () => {
        handlers.onLinkShortcut();
        return true;
      },
      'Mod-Shift-8': toggleList('bullet_list'),
      'Mod-Shift-7': toggleList('ordered_list'),
      'Mod-Shift-9': toggleQuote,
      ...headingKeys,
      'Shift-Enter': hardBreak,
      'Mod-Enter': hardBreak,
      Enter: splitListItem(listItem),
      // Tab indents only inside a list or table; elsewhere it moves focus on, as it should.
      Tab: chainCommands(goToNextCell(1), sinkListItem(listItem)),
      'Shift-Tab': chainCommands(goToNextCell(-1), liftListItem(listItem)),
    }),
    keymap(baseKeymap),
    tableEditing(),
    // A document always offers a place to type after a table or rule at its end.
    new Plugin({
      appendTransaction: (_transactions, _old, state) => {
        const last = state.doc.lastChild;
        if (!last || last.type === nodes.paragraph) return null;
        if (last.type !== nodes.table && last.type !== nodes.horizontal_rule) return null;
        return state.tr.insert(state.doc.content.size, nodes.paragraph!.create());
      },
    }),
  ];
}
