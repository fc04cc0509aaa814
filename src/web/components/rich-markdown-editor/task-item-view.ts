import type { Node } from 'prosemirror-model';
import type { EditorView, NodeView } from 'prosemirror-view';

/**
 * List items; a task item (`- [ ]`, `- [x]`) gets a real checkbox that ticks the item in the
 * document. Turning an item into a task item or back makes ProseMirror build a new view.
 */
export function listItemView(
  node: Node,
  view: EditorView,
  getPos: () => number | undefined,
): NodeView {
  const item = document.createElement('li');
  const isTask = node.attrs.checked !== null;
  if (!isTask) {
    return {
      dom: item,
      contentDOM: item,
      update: (next) => next.type === node.type && next.attrs.checked === null,
    };
  }
  item.className = 'task-item';
  const checkbox = document.createElement('input');
  checkbox.type = 'checkbox';
  checkbox.contentEditable = 'false';
  const content = document.createElement('div');
  item.append(checkbox, content);
  const render = (current: Node) => {
    checkbox.checked = current.attrs.checked === true;
    checkbox.setAttribute('aria-label', `Done: ${current.textContent.slice(0, 80)}`);
  };
  render(node);
  checkbox.addEventListener('change', () => {
    const position = getPos();
    if (position === undefined) return;
    view.dispatch(view.state.tr.setNodeAttribute(position, 'checked', checkbox.checked));
  });
  return {
    dom: item,
    contentDOM: content,
    update: (next) => {
      if (next.type !== node.type || next.attrs.checked === null) return false;
      render(next);
      return true;
    },
    stopEvent: (event) => event.target === checkbox,
    ignoreMutation: (mutation) => mutation.target === checkbox,
  };
}
