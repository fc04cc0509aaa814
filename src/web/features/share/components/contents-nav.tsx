import { useEffect, useRef } from 'react';
import type { OutlineGroup } from '../../../../domain/strategy-outline.ts';
import { cx } from '../../../lib/class-names.ts';
import { type ContentsTarget, sameTarget } from '../lib/contents-target.ts';

function ContentsLink({
  target,
  active,
  level,
  onNavigate,
  children,
}: {
  target: ContentsTarget;
  active: boolean;
  level: 'top' | 'group' | 'section';
  onNavigate: (target: ContentsTarget) => void;
  children: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  return (
    <button
      ref={ref}
      type="button"
      aria-current={active ? 'location' : undefined}
      onClick={() => onNavigate(target)}
      className={cx(
        'block w-full cursor-pointer rounded-md text-left transition-colors',
        level === 'section' ? 'py-1.5 pr-2 pl-3 text-[13px] leading-5' : 'px-2 py-1.5 text-sm',
        level !== 'section' && 'font-medium',
        active
          ? 'bg-indigo-50 text-indigo-700'
          : level === 'section'
            ? 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
            : 'text-slate-900 hover:bg-slate-100',
      )}
    >
      {children}
    </button>
  );
}

/**
 * "Contents": Overview, the executive summary when it is shown, then each group with its written
 * sections; clicking scrolls there.
 */
export function ContentsNav({
  outline,
  summary,
  active,
  onNavigate,
}: {
  outline: readonly OutlineGroup[];
  /** The executive summary, first of the sections (issue 26), when the view shows it. */
  summary?: { key: string; title: string } | undefined;
  active: ContentsTarget;
  onNavigate: (target: ContentsTarget) => void;
}) {
  const overview: ContentsTarget = { kind: 'overview' };
  const summaryTarget: ContentsTarget | undefined = summary && {
    kind: 'section',
    key: summary.key,
  };
  return (
    <nav aria-labelledby="contents-heading" className="flex min-h-0 flex-1 flex-col">
      <h2
        id="contents-heading"
        className="px-5 pt-5 pb-2 font-semibold text-slate-500 text-xs uppercase tracking-wider"
      >
        Contents
      </h2>
      <ol className="min-h-0 flex-1 space-y-1 overflow-y-auto px-3 pb-6">
        <li>
          <ContentsLink
            target={overview}
            active={sameTarget(active, overview)}
            level="top"
            onNavigate={onNavigate}
          >
            Overview
          </ContentsLink>
        </li>
        {summary && summaryTarget ? (
          <li>
            <ContentsLink
              target={summaryTarget}
              active={sameTarget(active, summaryTarget)}
              level="top"
              onNavigate={onNavigate}
            >
              {summary.title}
            </ContentsLink>
          </li>
        ) : null}
        {outline.map((group) => {
          const target: ContentsTarget = { kind: 'group', title: group.title };
          return (
            <li key={group.title} className="pt-2">
              <ContentsLink
                target={target}
                active={sameTarget(active, target)}
                level="group"
                onNavigate={onNavigate}
              >
                {group.title}
              </ContentsLink>
              <ol className="mt-0.5 ml-2 space-y-0.5 border-slate-200 border-l pl-1">
                {group.sections.map((section) => {
                  const sectionTarget: ContentsTarget = { kind: 'section', key: section.key };
                  return (
                    <li key={section.key}>
                      <ContentsLink
                        target={sectionTarget}
                        active={sameTarget(active, sectionTarget)}
                        level="section"
                        onNavigate={onNavigate}
                      >
                        {section.title}
                      </ContentsLink>
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
