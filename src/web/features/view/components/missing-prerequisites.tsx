import { useState } from 'react';
import type { SectionDefinition } from '../../../../domain/catalogue.ts';
import { Button } from '../../../components/button.tsx';
import { TriangleAlert } from '../../../components/icons.ts';
import { isInProgress } from '../../../stores/apply-strategy-event.ts';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';

/** The prerequisites of `section` that have no content and are not being written. */
export function useMissingPrerequisites(section: SectionDefinition): string[] {
  const missing = useLiveStrategy((state) =>
    section.prerequisites
      .filter(({ key }) => {
        const prerequisite = state.sections[key];
        return !prerequisite?.content.trim() && !isInProgress(prerequisite);
      })
      .map(({ key }) => key)
      .join(','),
  );
  return missing ? missing.split(',') : [];
}

/** "Missing Required Sections:", with a button that writes them first, then this section. */
export function MissingPrerequisites({
  section,
  missing,
  disabled,
  onGenerate,
}: {
  section: SectionDefinition;
  missing: string[];
  disabled: boolean;
  onGenerate(keys: string[]): Promise<void>;
}) {
  const [starting, setStarting] = useState(false);
  const titles = section.prerequisites.filter((p) => missing.includes(p.key)).map((p) => p.title);
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4" /> Missing Required Sections:
      </p>
      <ul className="mt-1 ml-6 list-disc">
        {titles.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      <p className="mt-1">Please generate these sections first.</p>
      <Button
        size="sm"
        variant="secondary"
        // The label names a section and may be long: it wraps inside the box on a phone.
        className="mt-2 h-auto min-h-8 max-w-full whitespace-normal py-1.5 text-left"
        disabled={disabled || starting}
        onClick={() => {
          setStarting(true);
          void onGenerate([...missing, section.key]).finally(() => setStarting(false));
        }}
      >
        Generate {titles.length === 1 ? 'it' : 'them'} first, then {section.title}
      </Button>
    </div>
  );
}
