import {
  citationsRemovedNote,
  describeSource,
  sourceAnchor,
} from '../../domain/sources/citation-links.ts';
import type { SectionSource } from '../../domain/sources/section-source.ts';
import { safeUrl } from '../../domain/url-policy.ts';

/**
 * The numbered sources a section cites, each the target of its `[n]` links, and how many
 * invented citations were removed. Names and addresses come from uploads and the web: plain
 * text, and an address is a link only when the URL rule allows it.
 */
export function SectionSources({
  sectionKey,
  sources,
  citationsRemoved,
}: {
  sectionKey: string;
  sources: readonly SectionSource[] | undefined;
  citationsRemoved: number | undefined;
}) {
  if (!sources?.length && !citationsRemoved) return null;
  return (
    <div className="mt-4 border-slate-100 border-t pt-3 text-sm">
      {sources?.length ? (
        <>
          <h4 className="font-semibold text-slate-800 text-xs uppercase tracking-wide">Sources</h4>
          <ol className="mt-1 space-y-1">
            {sources.map((source) => {
              const href = source.url ? safeUrl(source.url) : '';
              return (
                <li
                  key={source.n}
                  id={sourceAnchor(sectionKey, source.n)}
                  tabIndex={-1}
                  className="scroll-mt-24 break-words text-slate-700 target:rounded target:bg-amber-50 target:outline target:outline-2 target:outline-amber-400"
                >
                  <span className="mr-1 font-medium tabular-nums">[{source.n}]</span>
                  {describeSource(source)}
                  {source.url ? (
                    <>
                      {' '}
                      {href ? (
                        <a
                          href={href}
                          target="_blank"
                          rel="noopener noreferrer nofollow"
                          className="break-all text-indigo-700 underline"
                        >
                          {source.url}
                        </a>
                      ) : (
                        <span className="break-all">{source.url}</span>
                      )}
                    </>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
      {citationsRemoved ? (
        <p className="mt-2 text-amber-800 text-xs">{citationsRemovedNote(citationsRemoved)}</p>
      ) : null}
    </div>
  );
}
