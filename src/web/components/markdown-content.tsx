import Markdown from 'react-markdown';
import { safeUrl } from '../../domain/url-policy.ts';
import { remarkGfmParse } from '../lib/remark-gfm-parse.ts';

const remarkPlugins = [remarkGfmParse];

/**
 * Model output is untrusted: raw HTML is never rendered (react-markdown shows it as text unless
 * rehype-raw is added, and it is not), and every link and image address goes through the
 * spec's URL rule. Links open in a new tab without a referrer.
 */
export function MarkdownContent({ children, className }: { children: string; className?: string }) {
  return (
    <div className={`markdown-body ${className ?? ''}`}>
      <Markdown
        remarkPlugins={remarkPlugins}
        skipHtml
        urlTransform={(url) => safeUrl(url)}
        components={{
          a: ({ node: _node, href, children: text, ...props }) =>
            href ? (
              <a {...props} href={href} target="_blank" rel="noopener noreferrer nofollow">
                {text}
              </a>
            ) : (
              <span>{text}</span>
            ),
          // A wide table scrolls sideways; it takes focus so a keyboard can scroll it too.
          table: ({ node: _node, ...props }) => (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus
            <table {...props} tabIndex={0} />
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
