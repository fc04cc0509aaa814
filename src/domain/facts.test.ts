import { describe, expect, it } from 'vitest';
import { EMPTY_FACTS, type Facts } from './facts.ts';
import { FACTS_HEADING, factsPromptBlock, parseFacts } from './facts-prompt.ts';
import { factFingerprints, statedFacts } from './facts-stated.ts';
import { staleReasonText } from './stale-reason-text.ts';
import { changedInputs } from './staleness.ts';

const SHEET: Facts = {
  ...EMPTY_FACTS,
  companyName: 'Northwind Roasters',
  offerings: [
    { name: 'House Blend', price: 14.5, unit: 'per 250 g bag' },
    { name: 'Subscription Box', price: null, unit: '' },
  ],
  locations: ['Utrecht'],
  foundedYear: 2019,
  fundingAsked: 250_000,
  keyFigures: [{ label: 'Cafés supplied', value: '14', unit: '' }],
};

describe('the Facts block', () => {
  it('opens with the Facts heading and lists each fact once, prices in the currency', () => {
    const block = factsPromptBlock(SHEET, 'EUR');
    expect(block.split('\n')[0]).toBe(FACTS_HEADING);
    expect(block).toContain('Company: Northwind Roasters');
    expect(block).toContain('- House Blend: 14.5 EUR per 250 g bag');
    expect(block).toContain('- Subscription Box: price not set');
    expect(block).toContain('Funding asked for: 250,000 EUR');
    expect(block).toContain('- Cafés supplied: 14');
    expect(factsPromptBlock(EMPTY_FACTS)).toBe('');
  });

  it('parses a model’s sheet with defaults, and names the fields of a bad one', () => {
    expect(parseFacts({ companyName: 'A' })).toEqual({
      success: true,
      facts: { ...EMPTY_FACTS, companyName: 'A' },
    });
    const bad = parseFacts({ offerings: [{ name: '', price: 'cheap' }] });
    expect(bad.success).toBe(false);
    expect(bad.success ? [] : bad.problems.map((problem) => problem.path)).toEqual([
      'offerings.0.name',
      'offerings.0.price',
    ]);
  });
});

describe('the facts a text states', () => {
  it('are the ones it names, as whole words, and the funding by its amount', () => {
    const text =
      'Northwind Roasters sells the House Blend in Utrecht-Oost. The round raises €250k.';
    expect(Object.keys(statedFacts(text, SHEET)).sort()).toEqual([
      'company',
      'funding',
      'location:Utrecht',
      'offering:House Blend',
    ]);
    // "Utrecht-Oost" names Utrecht (the hyphen ends the name); "Utrechtse" does not.
    expect(Object.keys(statedFacts('Our café in Utrechtse straat', SHEET))).toEqual([]);
    expect(statedFacts('anything', null)).toEqual({});
  });

  it('make the text stale when one changes or goes, and not when another one does', () => {
    const recorded = { facts: statedFacts('The House Blend costs €14.50.', SHEET) };
    const now = (facts: Facts) => ({ facts: factFingerprints(facts) });
    expect(changedInputs(recorded, now(SHEET))).toEqual([]);
    expect(changedInputs(recorded, now({ ...SHEET, locations: ['Amsterdam'] }))).toEqual([]);
    const repriced = { ...SHEET, offerings: [{ ...SHEET.offerings[0]!, price: 15 }] };
    const reasons = changedInputs(recorded, now(repriced));
    expect(reasons).toEqual([{ input: 'facts', key: 'offering:House Blend', change: 'changed' }]);
    expect(staleReasonText(reasons, (key) => key)).toBe(
      'The fact sheet changed after this was written: “House Blend”.',
    );
    expect(changedInputs(recorded, now({ ...SHEET, offerings: [] }))).toHaveLength(1);
  });
});
