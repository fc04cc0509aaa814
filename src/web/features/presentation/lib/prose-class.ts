/**
 * Slide reading type on top of the page's `.markdown-body` styles (styles.css): a little larger
 * text, and table headers that stay on one line (the table scrolls sideways on a phone instead
 * of squeezing its columns). Utilities win over that components layer.
 */
export const PROSE_CLASS = [
  '[&_.markdown-body]:text-[15px] [&_.markdown-body]:leading-7',
  'sm:[&_.markdown-body]:text-base sm:[&_.markdown-body]:leading-7',
  '[&_.markdown-body_th]:whitespace-nowrap [&_.markdown-body_td]:min-w-36',
].join(' ');
