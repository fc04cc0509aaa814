import type { StalenessInputName, StaleReason } from './staleness.ts';

const LISTED = 3;

/** "A", "A and B", "A, B and 3 more". */
function titleList(titles: readonly string[]): string {
  if (titles.length === 1) return titles[0]!;
  if (titles.length <= LISTED) return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
  return `${titles.slice(0, LISTED).join(', ')} and ${titles.length - LISTED} more`;
}

function quoted(titles: readonly string[]): string[] {
  return titles.map((title) => `“${title}”`);
}

/** A fact by its id (`facts-stated.ts`), in words: "the price of “House Blend”". */
function factName(id: string): string {
  const [kind, ...rest] = id.split(':');
  const name = rest.join(':');
  switch (kind) {
    case 'company':
      return 'the company’s name';
    case 'founded':
      return 'the founding year';
    case 'funding':
      return 'the funding asked for';
    case 'offering':
      return `“${name}”`;
    case 'figure':
      return `the figure “${name}”`;
    default:
      return `“${name}”`;
  }
}

function factList(names: readonly string[]): string {
  return titleList([...new Set(names)]);
}

/** One sentence per input: what changed after the text was written, in a consultant's words. */
const SENTENCES: Record<StalenessInputName, (reasons: StaleReason[], titles: string[]) => string> =
  {
    financials: () => 'The financial model changed after this was written.',
    facts: (reasons) =>
      `The fact sheet changed after this was written: ${factList(reasons.map((reason) => factName(reason.key ?? '')))}.`,
    brief: () => 'The engagement brief changed after this was written.',
    answers: (reasons) =>
      reasons.length === 1
        ? 'An answer to the intake questions changed after this was written.'
        : `${reasons.length} answers to the intake questions changed after this was written.`,
    sections: (reasons, titles) => {
      const changed = titles.filter((_, index) => reasons[index]!.change === 'changed');
      const outdated = titles.filter((_, index) => reasons[index]!.change === 'out-of-date');
      return [
        changed.length > 0
          ? `${titleList(quoted(changed))} ${changed.length === 1 ? 'has' : 'have'} changed since this was written.`
          : '',
        outdated.length > 0
          ? `${titleList(quoted(outdated))}, which it draws on, ${outdated.length === 1 ? 'is' : 'are'} out of date.`
          : '',
      ]
        .filter(Boolean)
        .join(' ');
    },
  };

/**
 * Why a section is stale, in words for its card and the export dialog: "The financial model
 * changed after this was written." `titleOf` names a section by key (its title in the page).
 */
export function staleReasonText(
  reasons: readonly StaleReason[],
  titleOf: (key: string) => string,
): string {
  // The inputs in SENTENCES' order: the model first, then the sections.
  return (Object.keys(SENTENCES) as StalenessInputName[])
    .flatMap((input) => {
      const ofInput = reasons.filter((reason) => reason.input === input);
      if (ofInput.length === 0) return [];
      return [
        SENTENCES[input](
          ofInput,
          ofInput.map((reason) => titleOf(reason.key ?? '')),
        ),
      ];
    })
    .join(' ');
}
