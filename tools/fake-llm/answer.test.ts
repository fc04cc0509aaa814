import { describe, expect, it } from 'vitest';
import {
  buildAnswerTokens,
  isRevisionRequest,
  parseSectionTitle,
  splitIntoTokens,
} from './answer.ts';
import { buildDemoAnswer, buildDemoAnswerTokens, DEMO_LABEL } from './demo-answer.ts';

describe('fake answer', () => {
  it('reads the section title from the first line of the app prompt only', () => {
    const prompt =
      'Create a detailed and professional "Market Analysis" section for the business strategy.';
    expect(parseSectionTitle(`${prompt}\n\nBusiness Overview: a bakery`)).toBe('Market Analysis');
    expect(parseSectionTitle(`Hello\n${prompt}`)).toBeUndefined();
  });

  it('reads a revision request by its first line, and only there', () => {
    const revision = 'Revise the "Pricing Strategy" section of the business strategy.';
    expect(parseSectionTitle(`${revision}\n\nBusiness Overview: a bakery`)).toBe(
      'Pricing Strategy',
    );
    expect(isRevisionRequest(`${revision}\n\nCurrent text of the section:`)).toBe(true);
    expect(
      isRevisionRequest(
        'Create a detailed and professional "X" section.\n\nRevise the "X" section of it.',
      ),
    ).toBe(false);
  });

  it('builds exactly the requested number of tokens, starting with heading and fingerprint', () => {
    const tokens = buildAnswerTokens('SWOT Analysis', 300);
    expect(tokens).toHaveLength(300);
    expect(tokens.join('')).toMatch(/^## SWOT Analysis\n\nFingerprint: SWOT Analysis\n\n\S/);
    expect(tokens.join('')).toMatch(/\n- \*\*Immediate:\*\*/);
    expect(buildAnswerTokens('SWOT Analysis', 300)).toEqual(tokens);
  });

  it('never cuts the heading or fingerprint', () => {
    expect(buildAnswerTokens('Vision', 1).join('')).toBe('## Vision\n\nFingerprint: Vision');
  });

  it('splits text into tokens that join back exactly', () => {
    const text = '  ## Title\n\n- one  two\n';
    expect(splitIntoTokens(text).join('')).toBe(text);
    expect(splitIntoTokens('')).toEqual([]);
  });
});

describe('demo answer', () => {
  it('labels itself, stays on the section, and ends every block with a whole sentence', () => {
    const answer = buildDemoAnswer('Customer Journey');
    expect(answer.startsWith(`## Customer Journey\n\n${DEMO_LABEL}\n\n`)).toBe(true);
    expect(answer).toContain('the size of the market, its direction and the competition');
    const blocks = answer.split('\n\n').slice(2);
    for (const block of blocks.filter((text) => !text.startsWith('#'))) {
      expect(block.trimEnd(), block).toMatch(/[.!?]$/);
    }
    expect(buildDemoAnswer('Customer Journey')).toBe(answer);
  });

  it('adds whole blocks to reach a requested length', () => {
    const long = buildDemoAnswerTokens('Vision Statement', 400);
    expect(long.length).toBeGreaterThanOrEqual(400);
    expect(long.join('').trimEnd()).toMatch(/[.!?]$/);
  });
});
