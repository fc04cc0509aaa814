import { useEffect, useMemo, useState } from 'react';
import type { Playbook, PlaybookInput } from '../../../../domain/outline.ts';
import { slugify } from '../../../../domain/slug.ts';
import { Button } from '../../../components/button.tsx';
import { inputClassName } from '../../../components/field.tsx';
import { ArrowDown, ArrowUp, ListChecks, Plus, Trash2 } from '../../../components/icons.ts';
import { Notice } from '../../../components/notice.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useSavePlaybook } from '../api/playbooks.ts';
import { briefToSave, SectionBriefFields } from './section-brief-fields.tsx';
import { TrimSections, type TrimSummary } from './trim-sections.tsx';

/** A group carries a local id while edited, so moving it keeps its place in the page (focus). */
type Draft = { name: string; groups: (PlaybookInput['groups'][number] & { uid: number })[] };
type DraftSection = Draft['groups'][number]['sections'][number];
let nextUid = 1;

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/** A new section's key: its title's slug, unique in the playbook (the server keeps it). */
function newKey(draft: Draft, title: string): string {
  const taken = new Set(draft.groups.flatMap((g) => g.sections.map((s) => s.key)));
  const base = slugify(title) || 'section';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  return key;
}

/** The draft as it would be saved, for telling whether anything changed. */
function savedForm(draft: Draft): string {
  return JSON.stringify({ name: draft.name, groups: draft.groups.map(({ uid: _uid, ...g }) => g) });
}

/** The issues of a refused save, each in words (`issues` of the 400), else its one message. */
function refusalLines(error: unknown): string[] {
  const issues = error instanceof ApiError ? error.issues : [];
  return issues.length > 1 ? [...issues] : [(error as Error).message];
}

/** Edits one playbook: groups and sections added, renamed, removed, moved; instructions; prerequisites. */
export function PlaybookEditor({
  playbook,
  onSaved,
  onDirtyChange,
}: {
  playbook: Playbook;
  onSaved(): void;
  /** Whether the draft differs from the saved playbook: closing the panel then asks first. */
  onDirtyChange?(dirty: boolean): void;
}) {
  const [draft, setDraft] = useState<Draft>(() => ({
    name: playbook.name,
    groups: playbook.groups.map((group) => ({ ...group, uid: nextUid++ })),
  }));
  const [initial] = useState(() => savedForm(draft));
  const dirty = useMemo(() => savedForm(draft) !== initial, [draft, initial]);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const [error, setError] = useState<string[] | null>(null);
  const [trimming, setTrimming] = useState(false);
  const [trimmed, setTrimmed] = useState<TrimSummary | null>(null);
  const save = useSavePlaybook(playbook.id);
  const sections = draft.groups.flatMap((g) => g.sections);

  const setGroups = (groups: Draft['groups']) => setDraft({ ...draft, groups });
  const setGroup = (g: number, change: Partial<Draft['groups'][number]>) =>
    setGroups(draft.groups.map((group, i) => (i === g ? { ...group, ...change } : group)));
  const setSection = (g: number, s: number, change: Partial<DraftSection>) =>
    setGroup(g, {
      sections: draft.groups[g]!.sections.map((section, i) =>
        i === s ? { ...section, ...change } : section,
      ),
    });

  const submit = async () => {
    setError(null);
    const input: PlaybookInput = {
      name: draft.name,
      groups: draft.groups.map(({ uid: _uid, ...group }) => ({
        ...group,
        sections: group.sections.map(({ brief, ...section }) => {
          const saved = briefToSave(brief);
          return saved ? { ...section, brief: saved } : section;
        }),
      })),
    };
    // Awaited, not `mutate` callbacks: the refreshed playbook's new version remounts this editor
    // (keyed by version), and React Query drops the callbacks of an unmounted caller.
    try {
      await save.mutateAsync(input);
    } catch (e) {
      setError(refusalLines(e));
      return;
    }
    notify({ tone: 'success', title: 'Playbook saved' });
    onDirtyChange?.(false);
    onSaved();
  };

  return (
    <form
      aria-label="Edit playbook"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="playbook-name" className="font-medium text-slate-700 text-sm">
          Name
        </label>
        <input
          id="playbook-name"
          className={inputClassName}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={trimming}
          onClick={() => setTrimming((open) => !open)}
        >
          <ListChecks aria-hidden className="size-4" /> Choose sections to keep
        </Button>
        {dirty ? <span className="text-amber-800 text-sm">Unsaved changes</span> : null}
      </div>
      {trimmed ? (
        <Notice tone="info" role="status" title={trimmed.title}>
          {trimmed.lines.length > 0 ? (
            <>
              <p>These prerequisites named a removed section and went with it:</p>
              <ul className="list-disc pl-5">
                {trimmed.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Notice>
      ) : null}
      {trimming ? (
        <TrimSections
          groups={draft.groups}
          onCancel={() => setTrimming(false)}
          onApply={(result) => {
            setGroups(result.groups);
            setTrimming(false);
            setTrimmed(result.summary);
            setError(null);
          }}
        />
      ) : null}
      <ol className="space-y-4" aria-label="Groups">
        {draft.groups.map((group, g) => (
          <li key={group.uid} className="space-y-2 rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-end gap-2">
              <div className="flex min-w-40 flex-1 flex-col gap-1">
                <label htmlFor={`group-${g}-title`} className="text-slate-600 text-xs">
                  Group title
                </label>
                <input
                  id={`group-${g}-title`}
                  className={inputClassName}
                  value={group.title}
                  onChange={(event) => setGroup(g, { title: event.target.value })}
                />
              </div>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Move group ${group.title} up`}
                disabled={g === 0}
                onClick={() => setGroups(move(draft.groups, g, g - 1))}
              >
                <ArrowUp aria-hidden className="size-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Move group ${group.title} down`}
                disabled={g === draft.groups.length - 1}
                onClick={() => setGroups(move(draft.groups, g, g + 1))}
              >
                <ArrowDown aria-hidden className="size-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove group ${group.title}`}
                onClick={() => setGroups(draft.groups.filter((_, i) => i !== g))}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </div>
            <ol className="space-y-2" aria-label={`Sections of ${group.title}`}>
              {group.sections.map((section, s) => (
                <SectionEditor
                  key={section.key ?? `section-${s}`}
                  section={section}
                  others={sections.filter((other) => other.key !== section.key)}
                  first={s === 0}
                  last={s === group.sections.length - 1}
                  onChange={(change) => setSection(g, s, change)}
                  onMove={(by) => setGroup(g, { sections: move(group.sections, s, s + by) })}
                  onRemove={() =>
                    setGroup(g, { sections: group.sections.filter((_, i) => i !== s) })
                  }
                />
              ))}
            </ol>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                const title = 'New section';
                setGroup(g, {
                  sections: [
                    ...group.sections,
                    { key: newKey(draft, title), title, prerequisites: [] },
                  ],
                });
              }}
            >
              <Plus aria-hidden className="size-4" /> Add section to {group.title}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        variant="ghost"
        onClick={() =>
          setGroups([...draft.groups, { title: 'New group', sections: [], uid: nextUid++ }])
        }
      >
        <Plus aria-hidden className="size-4" /> Add group
      </Button>
      {error ? (
        <Notice
          tone="error"
          role="alert"
          title={error.length > 1 ? 'The playbook was not saved:' : error[0]}
        >
          {error.length > 1 ? (
            <ul className="list-disc pl-5">
              {error.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
      <div className="sticky bottom-0 flex justify-end bg-white py-2">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          Save playbook
        </Button>
      </div>
    </form>
  );
}

function SectionEditor({
  section,
  others,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: {
  section: DraftSection;
  others: DraftSection[];
  first: boolean;
  last: boolean;
  onChange(change: Partial<DraftSection>): void;
  onMove(by: number): void;
  onRemove(): void;
}) {
  const id = `section-${section.key}`;
  const [adding, setAdding] = useState('');
  const titleOf = (key: string) => others.find((o) => o.key === key)?.title ?? key;
  const candidates = others.filter((o) => !section.prerequisites.some((p) => p.key === o.key));
  return (
    <li className="space-y-2 rounded-md bg-slate-50 p-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-40 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-title`} className="text-slate-600 text-xs">
            Section title
          </label>
          <input
            id={`${id}-title`}
            className={inputClassName}
            value={section.title}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        </div>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Move ${section.title} up`}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden className="size-4" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Move ${section.title} down`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden className="size-4" />
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Remove ${section.title}`} onClick={onRemove}>
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
      <details>
        <summary className="cursor-pointer text-slate-700 text-xs">
          Brief, instructions and prerequisites of {section.title}
        </summary>
        <div className="mt-2 space-y-2">
          <SectionBriefFields
            id={id}
            title={section.title}
            brief={section.brief}
            onChange={(brief) => onChange({ brief })}
          />
          <label htmlFor={`${id}-instructions`} className="text-slate-600 text-xs">
            Instructions for {section.title}
          </label>
          <textarea
            id={`${id}-instructions`}
            className={inputClassName}
            rows={3}
            value={section.instructions ?? ''}
            onChange={(event) => onChange({ instructions: event.target.value })}
          />
          <ul className="space-y-1" aria-label={`Prerequisites of ${section.title}`}>
            {section.prerequisites.map((p, i) => (
              <li key={p.key} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">{titleOf(p.key)}</span>
                <input
                  aria-label={`Why ${section.title} needs ${titleOf(p.key)}`}
                  className={`${inputClassName} min-w-32 flex-1`}
                  value={p.context}
                  placeholder="what it brings"
                  onChange={(event) =>
                    onChange({
                      prerequisites: section.prerequisites.map((q, j) =>
                        j === i ? { ...q, context: event.target.value } : q,
                      ),
                    })
                  }
                />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove prerequisite ${titleOf(p.key)} of ${section.title}`}
                  onClick={() =>
                    onChange({ prerequisites: section.prerequisites.filter((_, j) => j !== i) })
                  }
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-end gap-2">
            <select
              aria-label={`New prerequisite of ${section.title}`}
              className={`${inputClassName} min-w-40 flex-1`}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
            >
              <option value="">Choose a section…</option>
              {candidates.map((o) => (
                <option key={o.key} value={o.key}>
                  {o.title}
                </option>
              ))}
            </select>
            <Button
              size="sm"
              disabled={!adding}
              onClick={() => {
                onChange({
                  prerequisites: [...section.prerequisites, { key: adding, context: '' }],
                });
                setAdding('');
              }}
            >
              Add prerequisite
            </Button>
          </div>
        </div>
      </details>
    </li>
  );
}
