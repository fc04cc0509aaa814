import { BRIEF_LIMITS, type SectionBrief } from '../../../../domain/section-brief.ts';
import { Button } from '../../../components/button.tsx';
import { inputClassName } from '../../../components/field.tsx';
import { Plus, Trash2 } from '../../../components/icons.ts';

const EMPTY_BRIEF: SectionBrief = { objective: '', mustCover: [] };

/**
 * The brief as saved: blank items dropped, and no brief at all when nothing is left, so a
 * consultant removes a brief by clearing it. A half-filled brief is sent as it is: the server's
 * 400 names the missing field.
 */
export function briefToSave(brief: SectionBrief | undefined): SectionBrief | undefined {
  if (!brief) return undefined;
  const mustCover = brief.mustCover.filter((item) => item.trim());
  const framework = brief.framework?.trim();
  if (!brief.objective.trim() && mustCover.length === 0 && !framework) return undefined;
  return {
    objective: brief.objective,
    mustCover,
    ...(framework ? { framework } : {}),
    ...(brief.targetWords ? { targetWords: brief.targetWords } : {}),
  };
}

/** A section's brief in the playbook editor (issue 27): objective, must-cover list, framework, length. */
export function SectionBriefFields({
  id,
  title,
  brief = EMPTY_BRIEF,
  onChange,
}: {
  /** The section's element id prefix. */
  id: string;
  title: string;
  brief: SectionBrief | undefined;
  onChange(brief: SectionBrief): void;
}) {
  const set = (change: Partial<SectionBrief>) => onChange({ ...brief, ...change });
  const setItem = (index: number, value: string) =>
    set({ mustCover: brief.mustCover.map((item, i) => (i === index ? value : item)) });
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 bg-white p-2">
      <legend className="px-1 font-medium text-slate-700 text-xs">Brief of {title}</legend>
      <label htmlFor={`${id}-objective`} className="block text-slate-600 text-xs">
        Objective of {title}
      </label>
      <textarea
        id={`${id}-objective`}
        className={inputClassName}
        rows={2}
        maxLength={BRIEF_LIMITS.objective}
        placeholder="One sentence: what the client gets from this section"
        value={brief.objective}
        onChange={(event) => set({ objective: event.target.value })}
      />
      <ol className="space-y-1" aria-label={`Must cover in ${title}`}>
        {brief.mustCover.map((item, index) => (
          // Items have no identity beyond their place; an edit keeps its place, a removal re-keys.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex items-center gap-2">
            <span aria-hidden className="w-5 text-right text-slate-500 text-xs">
              {index + 1}.
            </span>
            <input
              aria-label={`Must-cover item ${index + 1} of ${title}`}
              className={`${inputClassName} min-w-32 flex-1`}
              maxLength={BRIEF_LIMITS.item}
              value={item}
              onChange={(event) => setItem(index, event.target.value)}
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove must-cover item ${index + 1} of ${title}`}
              onClick={() => set({ mustCover: brief.mustCover.filter((_, i) => i !== index) })}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        variant="ghost"
        disabled={brief.mustCover.length >= BRIEF_LIMITS.maxItems}
        onClick={() => set({ mustCover: [...brief.mustCover, ''] })}
      >
        <Plus aria-hidden className="size-4" /> Add must-cover item to {title}
      </Button>
      <div className="flex flex-wrap gap-2">
        <div className="flex min-w-40 flex-[3] flex-col gap-1">
          <label htmlFor={`${id}-framework`} className="text-slate-600 text-xs">
            Framework of {title} (optional)
          </label>
          <input
            id={`${id}-framework`}
            className={inputClassName}
            maxLength={BRIEF_LIMITS.framework}
            value={brief.framework ?? ''}
            onChange={(event) => set({ framework: event.target.value })}
          />
        </div>
        <div className="flex min-w-28 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-words`} className="text-slate-600 text-xs">
            Length of {title} in words
          </label>
          <input
            id={`${id}-words`}
            type="number"
            inputMode="numeric"
            min={BRIEF_LIMITS.minWords}
            max={BRIEF_LIMITS.maxWords}
            step={50}
            className={inputClassName}
            value={brief.targetWords ?? ''}
            onChange={(event) => {
              const words = event.target.valueAsNumber;
              const { targetWords: _old, ...rest } = brief;
              onChange(
                Number.isFinite(words) && words > 0 ? { ...rest, targetWords: words } : rest,
              );
            }}
          />
        </div>
      </div>
    </fieldset>
  );
}
