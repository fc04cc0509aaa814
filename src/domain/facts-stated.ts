import type { Facts } from './facts.ts';
import { extractMoneyFigures, figureMatches } from './financial/figures.ts';
import type { Fingerprint } from './staleness.ts';

/**
 * Which facts of the fact sheet a text states, for staleness (issue 27): a change of the fact
 * sheet marks stale only the sections that state a changed fact, as the financial model marks
 * only the money sections. Each fact has an id that survives a change of its value (an offering
 * by its name) and a fingerprint of the value; a text states a fact when it names it (the
 * offering's or the company's name, the founding year, a figure's label, the funding's amount).
 *
 * The limit: a fact the text paraphrases (a segment described in other words) is not seen, so
 * changing it marks nothing; a name the text quotes exactly always is.
 */

interface FactEntry {
  id: string;
  /** The value: when it differs from the one recorded, the text states an old fact. */
  fingerprint: Fingerprint;
  states(text: string): boolean;
}

/** Shorter names match too much ("AI", "UK") to say a text is about them. */
const MIN_NAME_LENGTH = 3;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function namedIn(name: string): (text: string) => boolean {
  const trimmed = name.trim();
  if (trimmed.length < MIN_NAME_LENGTH) return () => false;
  const pattern = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(trimmed)}(?![\\p{L}\\d])`, 'iu');
  return (text) => pattern.test(text);
}

const idOf = (kind: string, name: string) => `${kind}:${name.trim()}`;

function entriesOf(facts: Facts): FactEntry[] {
  const entries: FactEntry[] = [];
  if (facts.companyName.trim()) {
    entries.push({
      id: 'company',
      fingerprint: facts.companyName.trim(),
      states: namedIn(facts.companyName),
    });
  }
  for (const offering of facts.offerings) {
    entries.push({
      id: idOf('offering', offering.name),
      fingerprint: `${offering.price ?? ''}|${offering.unit.trim()}`,
      states: namedIn(offering.name),
    });
  }
  // A segment, location or team member is named by itself: renamed, it is another fact.
  for (const [kind, values] of [
    ['segment', facts.customerSegments],
    ['location', facts.locations],
  ] as const) {
    for (const value of values) {
      entries.push({ id: idOf(kind, value), fingerprint: '1', states: namedIn(value) });
    }
  }
  for (const member of facts.team) {
    entries.push({
      id: idOf('team', member.name),
      fingerprint: member.role.trim(),
      states: namedIn(member.name),
    });
  }
  if (facts.foundedYear !== null) {
    entries.push({
      id: 'founded',
      fingerprint: String(facts.foundedYear),
      states: namedIn(String(facts.foundedYear)),
    });
  }
  if (facts.fundingAsked !== null) {
    const amount = facts.fundingAsked;
    entries.push({
      id: 'funding',
      fingerprint: String(amount),
      states: (text) => extractMoneyFigures(text).some((figure) => figureMatches(figure, amount)),
    });
  }
  for (const figure of facts.keyFigures) {
    entries.push({
      id: idOf('figure', figure.label),
      fingerprint: `${figure.value.trim()}|${figure.unit.trim()}`,
      states: namedIn(figure.label),
    });
  }
  return entries;
}

/** Every fact of the sheet by id, as its fingerprint: what a text would be written from now. */
export function factFingerprints(facts: Facts | null | undefined): Record<string, Fingerprint> {
  if (!facts) return {};
  return Object.fromEntries(entriesOf(facts).map((entry) => [entry.id, entry.fingerprint]));
}

/** The facts `text` states, by id, as their fingerprints now: what to record it was written from. */
export function statedFacts(
  text: string,
  facts: Facts | null | undefined,
): Record<string, Fingerprint> {
  if (!facts || !text.trim()) return {};
  return Object.fromEntries(
    entriesOf(facts)
      .filter((entry) => entry.states(text))
      .map((entry) => [entry.id, entry.fingerprint]),
  );
}
