import Markdown from 'react-markdown';
import { safeUrl } from '../../domain/url-policy.ts';
import { rehypeStreamingCaret } from '../lib/rehype-streaming-caret.ts';
import { remarkGfmParse } from '../lib/remark-gfm-parse.ts';

const remarkPlugins = [remarkGfmParse];
const caretPlugins = [rehypeStreamingCaret];

/**
 * Model output is untrusted: raw HTML is never rendered (react-markdown shows it as text unless
 * rehype-raw is added, and it is not), and every link and image address goes through the
 * spec's URL rule. Links open in a new tab without a referrer.
 */
export function MarkdownContent({
  children,
  className,
  caret = false,
}: {
  children: string;
  className?: string;
  /** Text being written: a caret after its last character. */
  caret?: boolean;
}) {
  return (
    <div className={`markdown-body ${className ?? ''}`}>
      <Markdown
        remarkPlugins={remarkPlugins}
        {...(caret ? { rehypePlugins: caretPlugins } : {})}
        skipHtml
        urlTransform={(url) => safeUrl(url)}
        components={{
          a: ({ node: _node, href, children: text, ...props }) =>
            // A citation's link to its source in the same page stays in the page.
            href?.startsWith('#') ? (
              <a {...props} href={href} className="citation">
                {text}
              </a>
            ) : href ? (
              <a {...props} href={href} target="_blank" rel="noopener noreferrer nofollow">
                {text}
              </a>
            ) : (
              <span>{text}</span>
            ),
          // A wide table scrolls sideways in its own box (the page never does, and no cell is
          // squeezed until its words break); the box takes focus so a keyboard can scroll it.
          table: ({ node: _node, ...props }) => (
            <section
              className="table-scroll"
              aria-label="Table"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus
              tabIndex={0}
              data-scrolls-sideways
            >
              <table {...props} />
            </section>
          ),
          img: ({ node: _node, src, alt }) =>
            // Remote images would reveal the reader to whoever the model linked: show the text.
            src ? <span className="italic text-slate-500">[{alt || 'image'}]</span> : null,
        }}
      >
        {children}
      </Markdown>
    </div>
  );
}
